import type { FastifyRequest } from 'fastify';
import { type AttemptBudget, limitAttempts } from '../../plugins/attempt-limiter.ts';
import type { AttemptLimiters } from '../../plugins/rate-limits.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * Wrong passwords: 5 per account and address in 15 minutes, 100 per account in an hour from everywhere.
 * Past the hundred, an address that has not failed on the account still gets its try, so the owner is
 * never locked out by someone else's guessing.
 */
export const SIGN_IN_FAILURES: AttemptBudget = {
  perAddress: { max: 5, windowMs: 15 * MINUTE },
  perAccount: { max: 100, windowMs: HOUR },
};

/** Mailed codes (sign-up, password reset, username reminder, together): 5 per email and address in 15 minutes, 20 per email in an hour. */
export const CODE_REQUESTS: AttemptBudget = {
  perAddress: { max: 5, windowMs: 15 * MINUTE },
  perAccount: { max: 20, windowMs: HOUR },
};

/** Wrong codes: 10 per email and address in 15 minutes, 50 per email in an hour (each code also dies after 5). */
export const CODE_FAILURES: AttemptBudget = {
  perAddress: { max: 10, windowMs: 15 * MINUTE },
  perAccount: { max: 50, windowMs: HOUR },
};

/**
 * Sign-up must say when a username or email is taken, which lets anyone test names: 5 such answers per
 * address in an hour (on top of the route's 10 sign-ups per address in an hour) makes harvesting slow.
 */
export const SIGN_UP_TAKEN_ANSWERS: AttemptBudget = { perAddress: { max: 5, windowMs: HOUR } };

/** The answers a limiter counts: a wrong password, a wrong or dead code, a taken name. */
const WRONG_CREDENTIALS = 401;
const WRONG_CODE = 400;
const TAKEN = 409;

const emailOf = (request: FastifyRequest) => String((request.body as { email: string }).email);

/**
 * The route hooks that keep the account routes' attempts within their budgets. Codes are asked for and
 * checked by email, which names at most one account; sign-in resolves its identifier (email or
 * username) to the account, so both spend one budget.
 */
export function createAuthLimits(
  attemptLimiter: AttemptLimiters,
  signInAccount: (identifier: string) => Promise<string>,
) {
  return {
    signIn: limitAttempts(attemptLimiter('sign-in', SIGN_IN_FAILURES), {
      subject: async (request) => ({
        address: request.ip,
        account: await signInAccount((request.body as { identifier: string }).identifier),
      }),
      counts: (status) => status === WRONG_CREDENTIALS,
      successClears: true,
    }),
    codeRequests: limitAttempts(attemptLimiter('code-request', CODE_REQUESTS), {
      subject: (request) => ({ address: request.ip, account: emailOf(request) }),
      counts: () => true,
    }),
    codeChecks: limitAttempts(attemptLimiter('code-check', CODE_FAILURES), {
      subject: (request) => ({ address: request.ip, account: emailOf(request) }),
      counts: (status) => status === WRONG_CODE,
      successClears: true,
    }),
    signUp: limitAttempts(attemptLimiter('sign-up-taken', SIGN_UP_TAKEN_ANSWERS), {
      subject: (request) => ({ address: request.ip }),
      counts: (status) => status === TAKEN,
    }),
  };
}
