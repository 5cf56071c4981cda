/**
 * Build-time settings for the browser, read from Vite's `VITE_*` variables with working defaults,
 * so a fresh clone needs none of them.
 */

import { DEFAULT_MAP_TILE_URL } from '@rally/shared/locations/locations.schemas';

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * The map's tile source. `VITE_MAP_TILE_URL` points at another provider (a key goes in the URL when
 * the provider needs one; the server reads the same variable to allow its origin), and
 * `VITE_MAP_TILE_ATTRIBUTION` is the credit that provider requires.
 */
export const mapTiles = {
  url: import.meta.env.VITE_MAP_TILE_URL || DEFAULT_MAP_TILE_URL,
  attribution: import.meta.env.VITE_MAP_TILE_ATTRIBUTION || OSM_ATTRIBUTION,
} as const;
