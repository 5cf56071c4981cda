import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from '../../lib/background-tasks.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { ACTIVITY_WRITE_INTERVAL_MS, createActivityTracker } from './activity-tracker.ts';

function scene({ failWrites = false, maxRemembered = 100 } = {}) {
  const writes: { userId: string; at: Date }[] = [];
  const errors: string[] = [];
  const background = createBackgroundTasks({
    error: (_context: unknown, message: string) => errors.push(message),
  } as never);
  const clock = createTestClock(new Date('2026-05-01T12:00:00Z'));
  const tracker = createActivityTracker({
    activityRepo: {
      async touch(userId, at) {
        if (failWrites) throw new Error('database away');
        writes.push({ userId, at });
      },
    },
    background,
    clock,
    maxRemembered,
  });
  return { tracker, writes, errors, clock, background };
}

describe('the activity tracker', () => {
  it('writes a user at most once every 5 minutes, however many requests they make', async () => {
    const { tracker, writes, clock, background } = scene();
    for (let request = 0; request < 50; request += 1) tracker.seen('ann');
    tracker.seen('bob');
    clock.advance(ACTIVITY_WRITE_INTERVAL_MS - 1_000);
    tracker.seen('ann');
    await background.drain();
    expect(writes.map((write) => write.userId)).toEqual(['ann', 'bob']);

    clock.advance(2_000);
    tracker.seen('ann');
    await background.drain();
    expect(writes.map((write) => write.userId)).toEqual(['ann', 'bob', 'ann']);
  });

  it('never throws at the request, logs a failed write and tries again on the next request', async () => {
    const { tracker, errors, background } = scene({ failWrites: true });
    expect(() => tracker.seen('ann')).not.toThrow();
    await background.drain();
    expect(errors).toEqual(['monitoring: recording user activity: failed']);
    tracker.seen('ann');
    await background.drain();
    expect(errors).toHaveLength(2);
  });

  it('remembers a bounded number of users, forgetting the oldest write first', async () => {
    const { tracker, writes, background } = scene({ maxRemembered: 3 });
    for (const userId of ['a', 'b', 'c', 'd']) tracker.seen(userId);
    expect(tracker.remembered()).toBe(3);
    // 'a' was forgotten, so it is written again; 'd' is still remembered.
    tracker.seen('a');
    tracker.seen('d');
    await background.drain();
    expect(writes.map((write) => write.userId)).toEqual(['a', 'b', 'c', 'd', 'a']);
  });
});
