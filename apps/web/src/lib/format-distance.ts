/** Kilometres or miles: what the player reads. The API always speaks miles. */
export type DistanceUnit = 'mi' | 'km';

export const KM_PER_MILE = 1.609344;

/** Regions whose people read road distances in miles; everyone else reads kilometres. */
const MILE_REGIONS = new Set(['US', 'GB']);

/**
 * The unit a locale reads by default: miles for en-US and en-GB (any language in those regions),
 * kilometres elsewhere, and for a locale without a region.
 */
export function unitForLocale(locale: string | undefined): DistanceUnit {
  if (!locale) return 'km';
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    region = locale.split(/[-_]/)[1]?.toUpperCase();
  }
  // maximize() guesses a region for a bare language ("en" → US); only a stated region counts.
  const stated = /[-_][A-Za-z]{2}\b/.test(locale) ? region : undefined;
  return stated && MILE_REGIONS.has(stated) ? 'mi' : 'km';
}

const rounded = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));

/** '0.4 mi', '12 mi', '2.1 km': a distance given in miles, in the player's unit. */
export function formatDistance(miles: number, unit: DistanceUnit): string {
  return unit === 'km' ? `${rounded(miles * KM_PER_MILE)} km` : `${rounded(miles)} mi`;
}

/** A radius for a filter or a sentence ("50 miles", "80 km"): whole numbers, the unit spelled for miles. */
export function formatRadius(miles: number, unit: DistanceUnit): string {
  if (unit === 'km') return `${Math.round(miles * KM_PER_MILE)} km`;
  return `${miles} ${miles === 1 ? 'mile' : 'miles'}`;
}
