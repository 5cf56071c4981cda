import type { GeoPoint } from '@rally/shared/great-circle';
import { cityLabel, nearestCity } from './city-gazetteer.ts';
import type { VenuePlaceLocator } from './venue-place-locator.ts';

/**
 * Where a player is, for everything Rally ranks "near you": the browser's position when the page sent
 * one (`device`), else the place on their profile (`profile`), else unknown (null). `label` names the
 * place for "Near Austin, TX": the profile's place as typed, or the city nearest the browser's position.
 */
export type PlayerPosition = GeoPoint & { source: 'device' | 'profile'; label: string | null };

/** The browser's position as the lists' query strings carry it: both or neither. */
export type DevicePosition = { lat?: number | undefined; lng?: number | undefined };

/** The place a profile names and, when it was picked from suggestions or located once, its position. */
export type ProfilePlace = { location: string | null; latitude: number | null; longitude: number | null };

export type PlayerPositions = {
  of(userId: string, device?: DevicePosition): Promise<PlayerPosition | null>;
};

/** "Austin, TX" for a point in Austin: the embedded city list's nearest city, or null far from any. */
export async function nameOfPosition(point: GeoPoint): Promise<string | null> {
  const city = await nearestCity(point);
  return city && cityLabel(city);
}

export function createPlayerPositions({
  profilePlace,
  places,
  nameOf = nameOfPosition,
}: {
  profilePlace: (userId: string) => Promise<ProfilePlace | null>;
  places: VenuePlaceLocator;
  /** Names a browser's position; the embedded city list's nearest city unless given. */
  nameOf?: (point: GeoPoint) => Promise<string | null>;
}): PlayerPositions {
  return {
    async of(userId, device) {
      if (device?.lat !== undefined && device.lng !== undefined) {
        const point = { latitude: device.lat, longitude: device.lng };
        return { ...point, source: 'device', label: await nameOf(point) };
      }
      const profile = await profilePlace(userId);
      const label = profile?.location?.trim() || null;
      if (profile && profile.latitude !== null && profile.longitude !== null) {
        return { latitude: profile.latitude, longitude: profile.longitude, source: 'profile', label };
      }
      // Profiles saved before positions were stored, or typed without picking a suggestion.
      const found = label ? await places.locate(label) : null;
      return found ? { ...found, source: 'profile', label } : null;
    },
  };
}
