import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../plugins/register-platform.ts';
import { createNominatimGeocoder, noGeocoder } from './geocoder.ts';
import { createLocationsRepository } from './locations.repository.ts';
import { locationsRoutes } from './locations.routes.ts';
import { createLocationsService } from './locations.service.ts';
import { createPlayerPositions, type ProfilePlace } from './player-position.ts';
import { createVenuePlaceLocator } from './venue-place-locator.ts';

/**
 * Places: the venues of earlier games and the embedded city list, which games and leagues locate
 * through, and "near you" everywhere (the browser's position, else the profile's place).
 */
export function createLocationsModule(
  { db, config, clock, log }: Platform,
  ports: { profilePlace: (userId: string) => Promise<ProfilePlace | null> },
) {
  const locationsRepo = createLocationsRepository(db);
  const places = createVenuePlaceLocator({ locationsRepo });
  const positions = createPlayerPositions({ places, profilePlace: ports.profilePlace });
  const locations = createLocationsService({
    locationsRepo,
    geocoder: config.geocoderUrl
      ? createNominatimGeocoder({
          baseUrl: config.geocoderUrl,
          userAgent: `Rally/1.0 (+${config.publicUrl})`,
          log,
        })
      : noGeocoder,
    positions,
    clock,
  });
  return {
    locations,
    places,
    positions,
    async register(app: FastifyInstance) {
      await app.register(locationsRoutes, { prefix: '/api/locations', locations });
    },
  };
}
