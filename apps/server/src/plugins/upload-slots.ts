import { UPLOADS_AT_ONCE_PER_ACCOUNT } from '@rally/shared/limits';
import { tooManyRequests } from '../lib/app-error.ts';

export const tooManyUploadsMessage = (max: number) =>
  `You already have ${max} uploads in progress. Wait for one to finish, then try again.`;

/**
 * How many uploads each account has in progress, so one account cannot hold the memory of many
 * uploads at once. Counted in this process's memory: behind N processes an account may have N times
 * the cap in progress, which still bounds what any one process holds.
 */
export function createUploadSlots(max: number = UPLOADS_AT_ONCE_PER_ACCOUNT) {
  const taken = new Map<string, number>();
  return {
    max,
    /** Takes one of the account's slots (429 when all are taken); the returned release gives it back once. */
    take(accountId: string): () => void {
      const count = taken.get(accountId) ?? 0;
      if (count >= max) throw tooManyRequests(tooManyUploadsMessage(max), 'too_many_uploads');
      taken.set(accountId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (taken.get(accountId) ?? 1) - 1;
        if (left > 0) taken.set(accountId, left);
        else taken.delete(accountId);
      };
    },
    /** Uploads the account has in progress. */
    inProgress: (accountId: string) => taken.get(accountId) ?? 0,
  };
}

export type UploadSlots = ReturnType<typeof createUploadSlots>;
