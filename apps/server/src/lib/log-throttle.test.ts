import { describe, expect, it } from 'vitest';
import { createLogThrottle, LOG_THROTTLE_WINDOW_MS } from './log-throttle.ts';

describe('createLogThrottle', () => {
  it('lets the first failure through, holds back repeats for ten seconds, then reports how many', () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const throttle = createLogThrottle({ clock: { now: () => new Date(now) } });
    expect(throttle.admit('GET /api/friends 42P01')).toEqual({ suppressed: 0 });
    for (let repeat = 0; repeat < 4; repeat += 1) {
      now += 1_000;
      expect(throttle.admit('GET /api/friends 42P01')).toBeNull();
    }
    now = Date.parse('2030-01-01T00:00:00Z') + LOG_THROTTLE_WINDOW_MS;
    expect(throttle.admit('GET /api/friends 42P01')).toEqual({ suppressed: 4 });
    expect(throttle.admit('GET /api/friends 42P01')).toBeNull();
  });

  it('counts each failure on each route on its own', () => {
    const throttle = createLogThrottle();
    expect(throttle.admit('GET /api/friends 42P01')).toEqual({ suppressed: 0 });
    expect(throttle.admit('GET /api/friends 23505')).toEqual({ suppressed: 0 });
    expect(throttle.admit('GET /api/messages/:friendId 42P01')).toEqual({ suppressed: 0 });
  });
});
