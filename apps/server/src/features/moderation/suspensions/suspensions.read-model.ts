import { type AnyColumn, sql } from 'drizzle-orm';
import { accountSuspensions } from '../../../db/schema/moderation.ts';

// What other features may ask of suspensions in their own statements, named once: whether an account is
// suspended at a given instant. An expired row means nothing, so "now" is always the caller's clock.

/** A condition true when the account in `userIdColumn` is not suspended at `now` (for search and suggestions). */
export const notSuspendedAt = (userIdColumn: AnyColumn, now: Date) =>
  sql`not exists (select 1 from ${accountSuspensions} where ${accountSuspensions.userId} = ${userIdColumn} and (${accountSuspensions.endsAt} is null or ${accountSuspensions.endsAt} > ${now.toISOString()}))`;
