import { authMessages } from '@rally/shared/auth/auth.messages';
import type {
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { tooManyRequests } from '../lib/app-error.ts';
import type { Clock } from '../lib/clock.ts';
import type { RateLimitCounters } from './rate-limit-counters.repository.ts';

export type Window = { max: number; windowMs: number };

export type AttemptBudget = {
  /** Attempts one client address may spend on one account (or in all, without an account) per window. */
  perAddress: Window;
  /**
   * Attempts on one account from every address together per window. Past it, only addresses that have
   * not yet spent anything on the account get through: an attack from elsewhere never locks out the
   * owner at their own address, while the attacking addresses stay refused.
   */
  perAccount?: Window;
};

/** Who is attempting what: the client address and, where the request names one, the account. */
export type AttemptSubject = { address: string; account?: string };

/** One charged attempt, to settle once its outcome is known. */
export type Charge = {
  /** Takes this attempt back: it turned out not to count (a taken name was not the answer, a server fault). */
  refund(): Promise<void>;
  /** The attempt proved the owner: wipes this address's attempts on the account and takes this one back. */
  clear(): Promise<void>;
};

export type AttemptLimiter = { charge(subject: AttemptSubject): Promise<Charge> };

/**
 * Counts attempts in the shared counters by (account, address) and by account. An attempt is charged
 * before it runs, so a burst of concurrent requests cannot all slip under the budget, and settled after.
 */
export function createAttemptLimiter(
  { counters, clock }: { counters: Omit<RateLimitCounters, 'deleteExpired'>; clock: Clock },
  name: string,
  budget: AttemptBudget,
): AttemptLimiter {
  return {
    async charge(subject) {
      const addressKey = counters.keyFor(`${name} address`, subject.account ?? '', subject.address);
      const accountKey =
        budget.perAccount && subject.account !== undefined
          ? counters.keyFor(`${name} account`, subject.account)
          : undefined;
      const now = clock.now();
      const [byAddress, byAccount] = await Promise.all([
        counters.hit(addressKey, budget.perAddress.windowMs, now),
        accountKey && budget.perAccount ? counters.hit(accountKey, budget.perAccount.windowMs, now) : null,
      ]);
      const addressOver = byAddress.hits > budget.perAddress.max;
      const accountOver = byAccount !== null && byAccount.hits > (budget.perAccount?.max ?? 0);
      const addressHasSpent = byAddress.hits > 1;
      if (addressOver || (accountOver && addressHasSpent)) {
        throw tooManyRequests(authMessages.tooManyRequests);
      }
      const takeBackFromAccount = () => (accountKey ? counters.unhit(accountKey, clock.now()) : undefined);
      return {
        async refund() {
          await Promise.all([counters.unhit(addressKey, clock.now()), takeBackFromAccount()]);
        },
        async clear() {
          await Promise.all([counters.clear(addressKey), takeBackFromAccount()]);
        },
      };
    },
  };
}

/**
 * Route hooks that run a route's requests under an attempt limiter: the attempt is charged before the
 * handler (refused with 429 over budget) and settled by the answer's status: `counts` says which
 * answers spend the budget; the others are refunded, and a success also clears the address's earlier
 * attempts when `successClears` (a right password or code proves the owner).
 */
export function limitAttempts(
  limiter: AttemptLimiter,
  options: {
    subject(request: FastifyRequest): AttemptSubject | Promise<AttemptSubject>;
    counts(statusCode: number): boolean;
    successClears?: boolean;
  },
): { preHandler: preHandlerAsyncHookHandler; onSend: onSendAsyncHookHandler } {
  const charges = new WeakMap<FastifyRequest, Charge>();

  async function settle(request: FastifyRequest, reply: FastifyReply) {
    const charge = charges.get(request);
    if (!charge || options.counts(reply.statusCode)) return;
    charges.delete(request);
    try {
      if (options.successClears && reply.statusCode < 400) await charge.clear();
      else await charge.refund();
    } catch (error) {
      // The answer is ready; a counter left one too high only errs on the side of caution.
      request.log.warn({ err: error }, 'rate limits: could not settle an attempt');
    }
  }

  return {
    async preHandler(request) {
      charges.set(request, await limiter.charge(await options.subject(request)));
    },
    async onSend(request, reply, payload) {
      await settle(request, reply);
      return payload;
    },
  };
}
