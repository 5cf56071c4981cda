export type GeoPoint = { latitude: number; longitude: number };

const EARTH_RADIUS_MILES = 3958.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in miles (haversine). */
export function distanceMiles(from: GeoPoint, to: GeoPoint): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLng = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Miles rounded to one decimal, as lists show them. */
export const roundMiles = (miles: number) => Math.round(miles * 10) / 10;

/** The radius of PostgreSQL's `earth()` (earthdistance), in metres. */
const EARTH_METRES = 6_378_168;
const METRES_PER_MILE = 1609.344;

/** `ll_to_earth`: the point on earthdistance's sphere, in metres from its centre. */
function earthPoint({ latitude, longitude }: GeoPoint): [number, number, number] {
  // PostgreSQL's radians(x) is x * (pi / 180): the same steps give the same bits.
  const lat = latitude * (Math.PI / 180);
  const lng = longitude * (Math.PI / 180);
  return [
    EARTH_METRES * Math.cos(lat) * Math.cos(lng),
    EARTH_METRES * Math.cos(lat) * Math.sin(lng),
    EARTH_METRES * Math.sin(lat),
  ];
}

/**
 * Miles between two points as `earth_distance(ll_to_earth(a), ll_to_earth(b)) / 1609.344` computes
 * them in SQL (the chord through the sphere, then the arc over it), step for step, so a distance
 * measured here rounds as the same distance measured by the database.
 */
export function earthDistanceMiles(from: GeoPoint, to: GeoPoint): number {
  const a = earthPoint(from);
  const b = earthPoint(to);
  let squares = 0;
  for (let axis = 0; axis < 3; axis += 1) {
    const difference = a[axis]! - b[axis]!;
    squares += difference * difference;
  }
  const chord = Math.sqrt(squares);
  const metres =
    chord / (2 * EARTH_METRES) > 1
      ? Math.PI * EARTH_METRES
      : 2 * EARTH_METRES * Math.asin(chord / (2 * EARTH_METRES));
  return metres / METRES_PER_MILE;
}
