import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import { createRateLimitCounters, type RateLimitCounters } from './rate-limit-counters.repository.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let counters: RateLimitCounters;
beforeEach(async () => {
  database = await openTestDatabase();
  counters = createRateLimitCounters(database.connection.db, { secret: 'counter-test-secret' });
});
afterEach(async () => {
  await database.drop();
});

const MINUTE = 60_000;
const start = new Date('2026-11-23T10:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

describe('rate-limit counters', () => {
  it('counts hits within a window and starts again at one when it ends', async () => {
    const key = counters.keyFor('test', 'someone');
    expect(await counters.hit(key, 15 * MINUTE, start)).toEqual({ hits: 1, resetAt: later(15 * MINUTE) });
    expect((await counters.hit(key, 15 * MINUTE, later(MINUTE))).hits).toBe(2);
    expect((await counters.hit(key, 15 * MINUTE, later(14 * MINUTE))).hits).toBe(3);
    expect(await counters.hit(key, 15 * MINUTE, later(15 * MINUTE))).toEqual({
      hits: 1,
      resetAt: later(30 * MINUTE),
    });
  });

  it('counts every one of many concurrent hits exactly once', async () => {
    const key = counters.keyFor('test', 'burst');
    const results = await Promise.all(Array.from({ length: 40 }, () => counters.hit(key, MINUTE, start)));
    expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('takes a hit back, never below zero, and forgets a cleared counter', async () => {
    const key = counters.keyFor('test', 'refund');
    await counters.hit(key, MINUTE, start);
    await counters.unhit(key, start);
    await counters.unhit(key, start);
    expect((await counters.hit(key, MINUTE, start)).hits).toBe(1);
    await counters.clear(key);
    expect(await counters.hit(key, MINUTE, later(1000))).toEqual({ hits: 1, resetAt: later(1000 + MINUTE) });
  });

  it('deletes only the counters whose window has ended', async () => {
    const ended = counters.keyFor('test', 'ended');
    const running = counters.keyFor('test', 'running');
    await counters.hit(ended, MINUTE, start);
    await counters.hit(running, 10 * MINUTE, start);
    await counters.hit(running, 10 * MINUTE, start);
    await counters.deleteExpired(later(2 * MINUTE));
    // A deleted counter starts at one; the running one goes on.
    expect((await counters.hit(ended, MINUTE, later(2 * MINUTE))).hits).toBe(1);
    expect((await counters.hit(running, 10 * MINUTE, later(2 * MINUTE))).hits).toBe(3);
  });

  it('stores no email or address, only a keyed hash of it', () => {
    const key = counters.keyFor('sign-in address', 'victim@example.com', '203.0.113.9');
    expect(key).toMatch(/^sign-in address:[\w-]{43}$/);
    expect(key).not.toContain('victim');
    expect(counters.keyFor('sign-in address', 'victim@example.com', '203.0.113.9')).toBe(key);
    const otherSecret = createRateLimitCounters(database.connection.db, { secret: 'another-secret' });
    expect(otherSecret.keyFor('sign-in address', 'victim@example.com', '203.0.113.9')).not.toBe(key);
  });
});
