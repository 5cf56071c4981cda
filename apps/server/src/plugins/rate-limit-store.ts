import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '../lib/clock.ts';
import type { RateLimitCounters } from './rate-limit-counters.repository.ts';

type RouteInfo = { method?: string | string[]; url?: string };

/**
 * A store for @fastify/rate-limit on the database counters, so a route's limit per address holds across
 * every process and restart. The plugin builds the store itself (`new Store(options)`), hence a class
 * made here around the counters; each route gets a child whose keys carry the route's method and path.
 */
export function databaseRateLimitStore(
  counters: Pick<RateLimitCounters, 'hit' | 'keyFor'>,
  clock: Clock,
): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = 'route',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const now = clock.now();
      counters.hit(counters.keyFor(this.scope, key), timeWindow, now).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: resetAt.getTime() - now.getTime() }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object) {
      // The plugin passes the route's merged limit options, with the route under `routeInfo` (its
      // typings say otherwise).
      const { method, url } = (routeOptions as { routeInfo?: RouteInfo }).routeInfo ?? {};
      const route = [[method ?? ''].flat().join(','), url ?? ''].join(' ');
      return new DatabaseRateLimitStore(undefined, `route ${route}`);
    }
  };
}
