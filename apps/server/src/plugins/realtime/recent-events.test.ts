import { describe, expect, it } from 'vitest';
import { createRecentEvents } from './recent-events.ts';

const changed = (gameId: string) => ({ type: 'game.changed', gameId, change: 'roster' }) as const;

function clockedHistory(options: { keepMs?: number; max?: number } = {}) {
  let time = 1_000;
  const recent = createRecentEvents({ ...options, now: () => time });
  return { recent, advance: (ms: number) => (time += ms) };
}

describe('recent events', () => {
  it("gives a topic's events of the asked window, oldest first, and none of other topics", () => {
    const { recent, advance } = clockedHistory();
    recent.record({ topics: ['games'], event: changed('old') });
    advance(5_000);
    recent.record({ topics: ['games', 'game:a'], event: changed('a') });
    advance(100);
    recent.record({ topics: ['game:b'], event: changed('b') });
    recent.record({ topics: ['games'], event: changed('c') });

    expect(recent.since('games', 1_000)).toEqual([changed('a'), changed('c')]);
    expect(recent.since('game:a', 1_000)).toEqual([changed('a')]);
    expect(recent.since('user:nobody', 1_000)).toEqual([]);
  });

  it('says it cannot answer for a window older than its own start, its age limit or its cap', () => {
    const { recent, advance } = clockedHistory({ keepMs: 10_000, max: 2 });
    advance(500);
    expect(recent.since('games', 1_000)).toBeNull();
    expect(recent.since('games', 400)).toEqual([]);

    recent.record({ topics: ['games'], event: changed('1') });
    advance(10);
    recent.record({ topics: ['games'], event: changed('2') });
    advance(10);
    recent.record({ topics: ['games'], event: changed('3') });
    // The cap dropped the first: a window reaching it is incomplete, one after it is whole.
    expect(recent.since('games', 25)).toBeNull();
    expect(recent.since('games', 15)).toEqual([changed('2'), changed('3')]);

    // Past its age the third goes too; nothing else was heard since, so the window after it is whole.
    advance(20_000);
    recent.record({ topics: ['games'], event: changed('4') });
    expect(recent.since('games', 20_001)).toBeNull();
    expect(recent.since('games', 19_999)).toEqual([changed('4')]);
  });

  it('answers for nothing before the moment it was told events were lost', () => {
    const { recent, advance } = clockedHistory();
    advance(5_000);
    recent.record({ topics: ['games'], event: changed('1') });
    advance(1_000);
    recent.forgetAll();
    advance(100);
    expect(recent.since('games', 2_000)).toBeNull();
    expect(recent.since('games', 50)).toEqual([]);
  });
});
