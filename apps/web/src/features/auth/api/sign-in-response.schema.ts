import { sessionSchema } from '@rally/shared/auth/auth.schemas';
import { z } from 'zod';

/** What a successful sign-in answers. Loaded with the first sign-in, not with the sign-in page (sign-in.ts). */
export const signInResponseSchema = z.object({ session: sessionSchema });
