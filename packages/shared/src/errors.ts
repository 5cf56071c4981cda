import { z } from 'zod';

/** The body of every failed API request: a stable code, the text a user reads, and field issues for 400s. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
