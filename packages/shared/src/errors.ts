import { z } from 'zod';

/** The body of every failed API request: a stable code, the text a user reads, and field issues for 400s. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * The code of a 503: the service is down or overloaded for a moment (the database is unreachable or too
 * slow). Nothing is wrong with the request; asking again later will work.
 */
export const SERVICE_UNAVAILABLE_CODE = 'service_unavailable';

/** What a user reads with a 503: nothing they did, and it will pass. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Rally is temporarily unavailable. Please try again in a moment.';
