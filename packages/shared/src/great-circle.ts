/** A point on the earth, in degrees. */
export type GeoPoint = { latitude: number; longitude: number };

/**
 * The radius of PostgreSQL's `earth()` (the earthdistance extension), in metres. Lists measure
 * distances in SQL on this sphere, so every distance measured in code uses it too.
 */
export const EARTH_RADIUS_METRES = 6_378_168;

export const METRES_PER_MILE = 1609.344;

/** `ll_to_earth`: the point on earthdistance's sphere, in metres from its centre. */
function earthPoint({ latitude, longitude }: GeoPoint): [number, number, number] {
  // PostgreSQL's radians(x) is x * (pi / 180): the same steps give the same bits.
  const lat = latitude * (Math.PI / 180);
  const lng = longitude * (Math.PI / 180);
  return [
    EARTH_RADIUS_METRES * Math.cos(lat) * Math.cos(lng),
    EARTH_RADIUS_METRES * Math.cos(lat) * Math.sin(lng),
    EARTH_RADIUS_METRES * Math.sin(lat),
  ];
}

/**
 * Metres along the earth between two points, as `earth_distance(ll_to_earth(a), ll_to_earth(b))`
 * computes them in SQL (the chord through the sphere, then the arc over it), step for step: a distance
 * measured here rounds as the same distance measured by the database.
 */
export function greatCircleMetres(from: GeoPoint, to: GeoPoint): number {
  const a = earthPoint(from);
  const b = earthPoint(to);
  let squares = 0;
  for (let axis = 0; axis < 3; axis += 1) {
    const difference = a[axis]! - b[axis]!;
    squares += difference * difference;
  }
  const chord = Math.sqrt(squares);
  return chord / (2 * EARTH_RADIUS_METRES) > 1
    ? Math.PI * EARTH_RADIUS_METRES
    : 2 * EARTH_RADIUS_METRES * Math.asin(chord / (2 * EARTH_RADIUS_METRES));
}

/** The same distance in miles, as the lists' SQL divides it. */
export function greatCircleMiles(from: GeoPoint, to: GeoPoint): number {
  return greatCircleMetres(from, to) / METRES_PER_MILE;
}

/** Miles rounded to one decimal, as lists show them. */
export const roundMiles = (miles: number) => Math.round(miles * 10) / 10;
