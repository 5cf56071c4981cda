import type { GeoPoint } from '@rally/shared/great-circle';
import { createBoundedCache } from './bounded-cache.ts';
import { bestCity } from './city-gazetteer.ts';
import type { LocationsRepository } from './locations.repository.ts';

const CACHE = { maxEntries: 5_000, ttlMs: 10 * 60 * 1000 };

/** Turns a place's name into coordinates, or null; the games feature's PlaceLocator port. */
export type VenuePlaceLocator = { locate(text: string): Promise<GeoPoint | null> };

/**
 * Resolves a place's name to coordinates: one of Rally's venues of that exact name (case and outer
 * spaces ignored) first, else the city it most likely names ("Austin, TX", "London"). Answers,
 * misses included, are cached for ten minutes: a profile's location is asked for on every list.
 */
export function createVenuePlaceLocator({
  locationsRepo,
}: {
  locationsRepo: Pick<LocationsRepository, 'venuePosition'>;
}): VenuePlaceLocator {
  const cache = createBoundedCache<GeoPoint | null>(CACHE);
  return {
    async locate(text) {
      const key = text.trim().toLowerCase();
      if (!key) return null;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const venue = await locationsRepo.venuePosition(text);
      const city = venue ? null : await bestCity(text);
      const found = venue ?? (city ? { latitude: city.latitude, longitude: city.longitude } : null);
      cache.set(key, found);
      return found;
    },
  };
}
