import { z } from 'zod';

/**
 * Coordinates are kept to 6 decimals (about 10 cm), which every map and GPS needs and no more. Rounding
 * also turns values a database cannot store as a double (subnormals such as 5e-324) into 0, so a
 * hostile query string cannot make a statement fail.
 */
const toMicrodegrees = (value: number) => Math.round(value * 1e6) / 1e6 || 0;

export const latitudeSchema = z.number().min(-90).max(90).transform(toMicrodegrees);
export const longitudeSchema = z.number().min(-180).max(180).transform(toMicrodegrees);

/** The same, read from a query string. */
export const latitudeQuery = z.coerce.number().min(-90).max(90).transform(toMicrodegrees);
export const longitudeQuery = z.coerce.number().min(-180).max(180).transform(toMicrodegrees);

/**
 * A distance in miles read from a query string, kept to 2 decimals (about 16 m). Like coordinates,
 * a subnormal (5e-324) becomes 0 instead of reaching the database.
 */
export const milesQuery = (max: number) =>
  z.coerce
    .number()
    .min(0)
    .max(max)
    .transform((miles) => Math.round(miles * 100) / 100 || 0);
