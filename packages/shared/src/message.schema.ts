import { z } from 'zod';

/**
 * The answer of a request that only reports what it did: a text for the user. Kept apart from the auth
 * schemas, which bring their messages along: sign-out, in every signed-in page, checks its answer
 * against this in development, and the production build must find nothing else there (decision 17).
 */
export const messageSchema = z.object({ message: z.string() });
