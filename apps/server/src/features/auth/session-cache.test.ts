import { describe, expect, it } from 'vitest';
import { sessionCookieValue } from '../../plugins/session.ts';
import { createSessionCache } from './session-cache.ts';

const user = (id: string, sessionId: string) => ({
  id,
  email: `${id}@example.com`,
  name: id,
  isAdmin: false,
  sessionId,
});
const farFuture = new Date('2100-01-01T00:00:00.000Z');

/** A cache on a hand-moved clock (milliseconds). */
function cacheAt(ttlMs = 5_000) {
  let now = 1_000;
  const cache = createSessionCache({ ttlMs, now: () => now });
  const advance = (ms: number) => {
    now += ms;
  };
  return { cache, advance, now: () => now };
}

describe('session cache', () => {
  it('answers a remembered session until its lifetime ends, then asks again', () => {
    const { cache, advance } = cacheAt();
    cache.remember('cookie-a', user('u1', 's1'), farFuture, cache.generation());
    expect(cache.get('cookie-a')?.id).toBe('u1');
    advance(4_999);
    expect(cache.get('cookie-a')?.id).toBe('u1');
    advance(2);
    expect(cache.get('cookie-a')).toBeUndefined();
  });

  it('never trusts a session past its own expiry', () => {
    const { cache, advance, now } = cacheAt();
    cache.remember('cookie-a', user('u1', 's1'), new Date(now() + 1_000), cache.generation());
    advance(1_001);
    expect(cache.get('cookie-a')).toBeUndefined();
  });

  it('forgets ended sessions by id, and every session of a user whose password was reset', () => {
    const { cache } = cacheAt();
    cache.remember('laptop', user('u1', 's1'), farFuture, cache.generation());
    cache.remember('phone', user('u1', 's2'), farFuture, cache.generation());
    cache.remember('other', user('u2', 's3'), farFuture, cache.generation());

    cache.forget({ sessionIds: ['s1'] });
    expect(cache.get('laptop')).toBeUndefined();
    expect(cache.get('phone')?.sessionId).toBe('s2');

    cache.forget({ userIds: ['u1'] });
    expect(cache.get('phone')).toBeUndefined();
    expect(cache.get('other')?.id).toBe('u2');
  });

  it('does not store a check that was under way when sessions ended', () => {
    const { cache } = cacheAt();
    const readAt = cache.generation();
    // The sign-out lands while the session row is being read.
    cache.forget({ sessionIds: ['s1'] });
    cache.remember('laptop', user('u1', 's1'), farFuture, readAt);
    expect(cache.get('laptop')).toBeUndefined();
  });

  it('forgets everything after missed announcements, and caches nothing with a lifetime of 0', () => {
    const { cache } = cacheAt();
    cache.remember('laptop', user('u1', 's1'), farFuture, cache.generation());
    cache.clear();
    expect(cache.get('laptop')).toBeUndefined();

    const off = cacheAt(0).cache;
    off.remember('laptop', user('u1', 's1'), farFuture, off.generation());
    expect(off.get('laptop')).toBeUndefined();
  });

  it('reads the session cookie, secure-prefixed or not, among other cookies', () => {
    expect(sessionCookieValue('theme=dark; rally.session_token=abc.def%3D; x=1')).toBe('abc.def%3D');
    expect(sessionCookieValue('__Secure-rally.session_token=abc.sig')).toBe('abc.sig');
    expect(sessionCookieValue('xrally.session_token=abc')).toBeUndefined();
    expect(sessionCookieValue(null)).toBeUndefined();
  });
});
