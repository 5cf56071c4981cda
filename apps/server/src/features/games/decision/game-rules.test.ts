import { describe, expect, it } from 'vitest';
import { decisionOf, isLateToLeave, joinClosedReason, rulesOf } from './game-rules.ts';

const HOUR = 60 * 60 * 1000;
const start = new Date('2026-12-01T19:00:00Z');
const at = (hoursBefore: number) => new Date(start.getTime() - hoursBefore * HOUR);
const game = { startsAt: start, playersJoined: 5 };

describe("a game's rules at an instant", () => {
  it('has no decision without a minimum', () => {
    expect(decisionOf(game)).toBeNull();
  });

  it('is pending below the minimum, on at it or once decided, called off with its reason', () => {
    expect(decisionOf({ ...game, minPlayers: 8, decisionHours: 2 })).toEqual({
      minPlayers: 8,
      playing: 5,
      decidesAt: '2026-12-01T17:00:00.000Z',
      state: 'pending',
      reason: null,
    });
    expect(decisionOf({ ...game, minPlayers: 5 })?.state).toBe('on');
    expect(decisionOf({ ...game, minPlayers: 8, decidedAt: at(2) })?.state).toBe('on');
    expect(
      decisionOf({
        ...game,
        minPlayers: 8,
        decidedAt: at(2),
        calledOffAt: at(2),
        calledOffReason: 'Not enough players: 5 of 8 needed',
      }),
    ).toMatchObject({ state: 'called-off', reason: 'Not enough players: 5 of 8 needed' });
  });

  it('closes joining at the join deadline, and for good once called off', () => {
    const withDeadline = { ...game, joinDeadlineHours: 2 };
    expect(joinClosedReason(withDeadline, at(2.01))).toBeNull();
    expect(joinClosedReason(withDeadline, at(2))).toBe('Joining closed 2 hours before the start.');
    expect(joinClosedReason({ ...game, joinDeadlineHours: 1 }, at(0.5))).toBe(
      'Joining closed 1 hour before the start.',
    );
    expect(joinClosedReason({ ...game, calledOffAt: at(3) }, at(3))).toBe('This game was called off.');
    expect(joinClosedReason(game, at(0.01))).toBeNull();
  });

  it('counts a leave from the leave deadline on as late', () => {
    const withDeadline = { ...game, leaveDeadlineHours: 12 };
    expect(isLateToLeave(withDeadline, at(12.5))).toBe(false);
    expect(isLateToLeave(withDeadline, at(12))).toBe(true);
    expect(isLateToLeave(game, at(0.1))).toBe(false);
    expect(rulesOf(withDeadline)).toMatchObject({
      leaveBy: '2026-12-01T07:00:00.000Z',
      joinBy: null,
      decisionHours: 2,
    });
  });
});
