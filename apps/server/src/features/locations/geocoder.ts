import { latitudeQuery, longitudeQuery } from '@rally/shared/coordinates';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { createBoundedCache } from './bounded-cache.ts';

export type GeocodedPlace = { name: string; detail: string | null; latitude: number; longitude: number };

/** Street-level look-up of free text; empty when nothing is found or the service fails. */
export type Geocoder = { search(text: string): Promise<GeocodedPlace[]> };

/** Without GEOCODER_URL: venues and cities only. */
export const noGeocoder: Geocoder = { search: async () => [] };

const RESULTS_MAX = 5;
// Suggestions are typed live: a slow geocoder is dropped rather than waited for.
const TIMEOUT_MS = 1_500;
const CACHE = { maxEntries: 2_000, ttlMs: 60 * 60 * 1000 };

// Nominatim's jsonv2 answer, as much of it as we read (coordinates come as strings).
const nominatimResults = z.array(
  z.object({
    lat: latitudeQuery,
    lon: longitudeQuery,
    name: z.string().optional(),
    display_name: z.string(),
  }),
);

/**
 * A client of a Nominatim-compatible search service (`GET {base}/search?format=jsonv2&q=&limit=5`).
 * It names itself in the User-Agent, as Nominatim's usage policy asks; answers are cached for an hour,
 * so a term typed twice asks once; a failure or timeout is logged and answers nothing.
 */
export function createNominatimGeocoder({
  baseUrl,
  userAgent,
  log,
}: {
  baseUrl: string;
  userAgent: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): Geocoder {
  const cache = createBoundedCache<GeocodedPlace[]>(CACHE);
  return {
    async search(text) {
      const key = text.trim().toLowerCase();
      const cached = cache.get(key);
      if (cached) return cached;
      const url = new URL(`${baseUrl}/search`);
      url.search = new URLSearchParams({
        format: 'jsonv2',
        q: text.trim(),
        limit: String(RESULTS_MAX),
      }).toString();
      try {
        const response = await fetch(url, {
          headers: { 'user-agent': userAgent, accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
        const places = nominatimResults
          .parse(await response.json())
          .slice(0, RESULTS_MAX)
          .map((result): GeocodedPlace => {
            const [first = result.display_name, ...rest] = result.display_name.split(', ');
            const name = result.name?.trim() || first;
            return {
              name,
              detail: (name === first ? rest.join(', ') : result.display_name) || null,
              latitude: result.lat,
              longitude: result.lon,
            };
          });
        cache.set(key, places);
        return places;
      } catch (error) {
        log.warn({ err: error }, 'geocoder search failed; suggesting venues and cities only');
        return [];
      }
    },
  };
}
