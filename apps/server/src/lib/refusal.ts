import type { ErrorCode } from '@rally/shared/errors';
import { AppError } from './app-error.ts';

/**
 * Why an action is refused: the code clients branch on and the message the player reads. A policy
 * function answers the first refusal that applies, or null when the action may go ahead.
 */
export type Refusal = { code: ErrorCode; message: string };

/** Throws the refusal, if there is one, as the error the player reads. */
export function refuse(refusal: Refusal | null) {
  if (refusal) throw new AppError(refusal.code, refusal.message);
}

/** What an action that went ahead answers: its success text (clients refetch what changed). */
export const done = (message: string): { message: string } => ({ message });
