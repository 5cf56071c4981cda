import { LEAGUE_CREATIONS_PER_HOUR, LEAGUE_NEWS_POSTS_PER_HOUR } from '@rally/shared/limits';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import { type AttemptLimiter, limitAttempts } from '../../plugins/attempt-limiter.ts';
import { currentUser } from '../../plugins/authenticate.ts';

export const HOUR_MS = 60 * 60 * 1000;

/** Leagues one account may create per hour, wherever it creates from. */
export const LEAGUE_CREATION_BUDGET = { perAddress: { max: LEAGUE_CREATIONS_PER_HOUR, windowMs: HOUR_MS } };
/** News posts one account may publish per hour, over all its leagues. */
export const NEWS_POST_BUDGET = { perAddress: { max: LEAGUE_NEWS_POSTS_PER_HOUR, windowMs: HOUR_MS } };

/**
 * Route hooks that count what an account writes, as games count theirs: charged before the handler,
 * so a burst cannot slip past the budget, and given back unless `counts` says the answer spent it (a
 * refusal writes nothing, so it costs nothing). Past the budget the answer is a 429 with `message`, and
 * nothing is written. Counted per account, from every address together.
 */
export function perAccountWrites(
  limiter: AttemptLimiter,
  message: string,
  counts: (status: number) => boolean,
) {
  const withMessage: AttemptLimiter = {
    async charge(subject) {
      try {
        return await limiter.charge(subject);
      } catch (error) {
        if (error instanceof AppError && error.status === 429) throw tooManyRequests(message);
        throw error;
      }
    },
  };
  return limitAttempts(withMessage, {
    subject: (request) => ({ address: 'any-address', account: currentUser(request).id }),
    counts,
  });
}

/** Creations counted per account: only a 201 (something made) spends the budget. */
export function perAccountCreations(limiter: AttemptLimiter, message: string) {
  return perAccountWrites(limiter, message, (status) => status === 201);
}
