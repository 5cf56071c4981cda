import { GAME_GENDERS, JOIN_REQUEST_STATUSES } from '@rally/shared/games/games.schemas';
import { GENDERS, type Gender } from '@rally/shared/profiles/profiles.schemas';
import { describe, expect, it } from 'vitest';
import { type GamePolicyGame, gameAbilities, type ViewerStanding } from '../games.policy.ts';
import {
  approvalGenderRefusal,
  hostActionRefusal,
  joinRefusal,
  leaveRefusal,
  type Refusal,
  rateRefusal,
  requestRefusal,
  waitlistJoinRefusal,
  waitlistLeaveRefusal,
} from './participation.policy.ts';

const now = new Date('2026-07-01T12:00:00Z');

/**
 * Every combination of game (private, started, full, gender) and viewer (role, invited, request, in line,
 * gender).
 */
function* everySituation(): Generator<{
  game: GamePolicyGame;
  standing: ViewerStanding;
  playerGender: Gender | null;
  label: string;
}> {
  for (const gender of GAME_GENDERS)
    for (const playerGender of [null, ...GENDERS])
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
                      gender,
                    };
                    const standing: ViewerStanding = {
                      viewerId: 'viewer',
                      isParticipant: role !== 'stranger',
                      joinRequestStatus,
                      waitlistPosition: waitlisted ? 1 : null,
                      invited,
                    };
                    const label = JSON.stringify({
                      gender,
                      playerGender,
                      isPrivate,
                      startedAlready,
                      full,
                      role,
                      invited,
                      joinRequestStatus,
                      waitlisted,
                    });
                    yield { game, standing, playerGender, label };
                  }
}

describe('participation refusals', () => {
  it('refuse an action exactly when the game detail says the viewer cannot do it', () => {
    let checked = 0;
    for (const { game, standing, playerGender, label } of everySituation()) {
      const can = gameAbilities(game, standing, now, playerGender);
      // A player yet to give a gender is offered the way in, and asked for it before it goes through.
      const offered = (refusal: Refusal | null) =>
        refusal === null || (can.genderRule === 'gender-needed' && refusal.code === 'gender_needed');
      const allowed = {
        canJoin: offered(joinRefusal(game, standing, now, playerGender)),
        canRequest: offered(requestRefusal(game, standing, now, playerGender)),
        canJoinWaitlist: offered(waitlistJoinRefusal(game, standing, now, playerGender)),
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
    expect(checked).toBe(3 * 4 * 2 * 2 * 2 * 3 * 2 * 4 * 2);
  });

  it('lets nobody through a gendered game with no gender given: the action answers gender_needed', () => {
    for (const { game, standing, playerGender, label } of everySituation()) {
      if (playerGender !== null || game.gender === 'co-ed') continue;
      expect(joinRefusal(game, standing, now, null), label).not.toBeNull();
      expect(requestRefusal(game, standing, now, null), label).not.toBeNull();
      expect(waitlistJoinRefusal(game, standing, now, null), label).not.toBeNull();
    }
  });

  it('tells a player who comes too late that the game has started, before anything else', () => {
    const game: GamePolicyGame = {
      hostId: 'host',
      isPrivate: true,
      startsAt: new Date(now.getTime() - 1),
      maxPlayers: 8,
      playersJoined: 8,
      gender: 'women',
    };
    const stranger: ViewerStanding = {
      viewerId: 'viewer',
      isParticipant: false,
      joinRequestStatus: 'none',
      waitlistPosition: null,
      invited: false,
    };
    expect(joinRefusal(game, stranger, now, 'man')?.message).toBe('This game has already started.');
    expect(requestRefusal(game, stranger, now, null)?.code).toBe('game_started');
  });

  it('tells a turned-away player whom the game is for, and a host approving whose profile does not fit', () => {
    const game: GamePolicyGame = {
      hostId: 'host',
      isPrivate: false,
      startsAt: new Date(now.getTime() + 3_600_000),
      maxPlayers: 8,
      playersJoined: 5,
      gender: 'women',
    };
    const stranger: ViewerStanding = {
      viewerId: 'viewer',
      isParticipant: false,
      joinRequestStatus: 'none',
      waitlistPosition: null,
      invited: false,
    };
    expect(joinRefusal(game, stranger, now, 'man')).toEqual({
      code: 'gender_not_allowed',
      message: 'This game is for women.',
    });
    expect(waitlistJoinRefusal({ ...game, playersJoined: 8 }, stranger, now, null)).toEqual({
      code: 'gender_needed',
      message: 'Add your gender to your profile to join this game.',
    });
    expect(joinRefusal({ ...game, gender: 'men' }, stranger, now, 'woman')?.message).toBe(
      'This game is for men.',
    );
    expect(approvalGenderRefusal(game, 'man')?.code).toBe('gender_not_allowed');
    expect(approvalGenderRefusal(game, null)?.code).toBe('gender_needed');
    expect(approvalGenderRefusal(game, 'other')).toBeNull();
  });
});
