import { JOIN_REQUEST_STATUSES } from '@rally/shared/games/games.schemas';
import { describe, expect, it } from 'vitest';
import { type GamePolicyGame, gameAbilities, type ViewerStanding } from './games.policy.ts';
import {
  hostActionRefusal,
  joinRefusal,
  leaveRefusal,
  rateRefusal,
  requestRefusal,
  waitlistJoinRefusal,
  waitlistLeaveRefusal,
} from './participation.policy.ts';

const now = new Date('2026-07-01T12:00:00Z');

/** Every combination of game (private, started, full) and viewer (role, invited, request, in line). */
function* everySituation(): Generator<{ game: GamePolicyGame; standing: ViewerStanding; label: string }> {
  for (const isPrivate of [false, true])
    for (const startedAlready of [false, true])
      for (const full of [false, true])
        for (const role of ['host', 'participant', 'stranger'] as const)
          for (const invited of [false, true])
            for (const joinRequestStatus of ['none', ...JOIN_REQUEST_STATUSES] as const)
              for (const waitlisted of [false, true]) {
                const game: GamePolicyGame = {
                  hostId: role === 'host' ? 'viewer' : 'host',
                  isPrivate,
                  startsAt: new Date(now.getTime() + (startedAlready ? -1 : 1) * 3_600_000),
                  maxPlayers: 8,
                  playersJoined: full ? 8 : 5,
                };
                const standing: ViewerStanding = {
                  viewerId: 'viewer',
                  isParticipant: role !== 'stranger',
                  joinRequestStatus,
                  waitlistPosition: waitlisted ? 1 : null,
                  invited,
                };
                const label = JSON.stringify({
                  isPrivate,
                  startedAlready,
                  full,
                  role,
                  invited,
                  joinRequestStatus,
                  waitlisted,
                });
                yield { game, standing, label };
              }
}

describe('participation refusals', () => {
  it('refuse an action exactly when the game detail says the viewer cannot do it', () => {
    let checked = 0;
    for (const { game, standing, label } of everySituation()) {
      const can = gameAbilities(game, standing, now);
      const allowed = {
        canJoin: joinRefusal(game, standing, now) === null,
        canRequest: requestRefusal(game, standing, now) === null,
        canJoinWaitlist: waitlistJoinRefusal(game, standing, now) === null,
        canLeaveWaitlist: waitlistLeaveRefusal(game, standing, now) === null,
        canLeave: leaveRefusal(game, standing, now) === null,
        canInvite: hostActionRefusal(game, standing.viewerId, now) === null,
        canManageRequests: hostActionRefusal(game, standing.viewerId, now) === null,
        canRemovePlayers: hostActionRefusal(game, standing.viewerId, now) === null,
        canRate: rateRefusal(game, standing, now) === null,
      };
      expect(allowed, label).toEqual({
        canJoin: can.canJoin,
        canRequest: can.canRequest,
        canJoinWaitlist: can.canJoinWaitlist,
        canLeaveWaitlist: can.canLeaveWaitlist,
        canLeave: can.canLeave,
        canInvite: can.canInvite,
        canManageRequests: can.canManageRequests,
        canRemovePlayers: can.canRemovePlayers,
        canRate: can.canRate,
      });
      checked += 1;
    }
    expect(checked).toBe(2 * 2 * 2 * 3 * 2 * 4 * 2);
  });

  it('tells a player who comes too late that the game has started, before anything else', () => {
    const game: GamePolicyGame = {
      hostId: 'host',
      isPrivate: true,
      startsAt: new Date(now.getTime() - 1),
      maxPlayers: 8,
      playersJoined: 8,
    };
    const stranger: ViewerStanding = {
      viewerId: 'viewer',
      isParticipant: false,
      joinRequestStatus: 'none',
      waitlistPosition: null,
      invited: false,
    };
    expect(joinRefusal(game, stranger, now)?.message).toBe('This game has already started.');
    expect(requestRefusal(game, stranger, now)?.code).toBe('game_started');
  });
});
