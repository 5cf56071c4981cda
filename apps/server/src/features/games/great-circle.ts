/** The radius of PostgreSQL's `earth()` (earthdistance), so a distance computed here matches the list's. */
const EARTH_RADIUS_METRES = 6_378_168;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres between two positions along the sphere, as `earth_distance` measures them. */
export function greatCircleMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}
