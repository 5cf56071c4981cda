import { describe, expect, it } from 'vitest';
import { type GamePolicyGame, gameAbilities, relationOf, type ViewerStanding } from './games.policy.ts';

const now = new Date('2026-07-01T12:00:00Z');
const tomorrow = new Date('2026-07-02T12:00:00Z');
const yesterday = new Date('2026-06-30T12:00:00Z');

const game = (overrides: Partial<GamePolicyGame> = {}): GamePolicyGame => ({
  hostId: 'host',
  isPrivate: false,
  startsAt: tomorrow,
  maxPlayers: 8,
  playersJoined: 3,
  gender: 'co-ed',
  ...overrides,
});
const viewer = (overrides: Partial<ViewerStanding> = {}): ViewerStanding => ({
  viewerId: 'viewer',
  isParticipant: false,
  joinRequestStatus: 'none',
  waitlistPosition: null,
  invited: false,
  ...overrides,
});

describe('game abilities', () => {
  it('lets a stranger join a public upcoming game with spots, and nothing of the host', () => {
    const can = gameAbilities(game(), viewer(), now, null);
    expect(can).toMatchObject({ canJoin: true, canRequest: false, canCancel: false, canSeeRoster: true });
  });

  it('makes a stranger ask to join a private game and hides its roster', () => {
    const can = gameAbilities(game({ isPrivate: true }), viewer(), now, null);
    expect(can).toMatchObject({ canJoin: false, canRequest: true, canSeeRoster: false });
  });

  it('lets an invited friend join a private game without asking', () => {
    const can = gameAbilities(game({ isPrivate: true }), viewer({ invited: true }), now, null);
    expect(can).toMatchObject({ canJoin: true, canRequest: false });
  });

  it('does not let a rejected requester ask again', () => {
    const can = gameAbilities(
      game({ isPrivate: true }),
      viewer({ joinRequestStatus: 'rejected' }),
      now,
      null,
    );
    expect(can).toMatchObject({ canJoin: false, canRequest: false });
  });

  it('offers the waitlist, not joining, for a full public game', () => {
    const can = gameAbilities(game({ playersJoined: 8 }), viewer(), now, null);
    expect(can).toMatchObject({ canJoin: false, canJoinWaitlist: true });
    const waiting = gameAbilities(game({ playersJoined: 8 }), viewer({ waitlistPosition: 1 }), now, null);
    expect(waiting).toMatchObject({ canJoinWaitlist: false, canLeaveWaitlist: true });
  });

  it('gives the host every power until the start, and none to leave', () => {
    const can = gameAbilities(game(), viewer({ viewerId: 'host', isParticipant: true }), now, null);
    expect(can).toMatchObject({
      canCancel: true,
      canEdit: true,
      canManageRequests: true,
      canInvite: true,
      canRemovePlayers: true,
      canLeave: false,
      canJoin: false,
    });
  });

  it('turns a started game into history: no joining or cancelling, rating and reviews for its players', () => {
    const host = gameAbilities(game({ startsAt: yesterday }), viewer({ viewerId: 'host' }), now, null);
    expect(host).toMatchObject({ canCancel: false, canEdit: false, canRate: true, canReview: true });
    const stranger = gameAbilities(game({ startsAt: yesterday }), viewer(), now, null);
    expect(stranger).toMatchObject({ canJoin: false, canRate: false, canReview: false });
    const alone = gameAbilities(
      game({ startsAt: yesterday, playersJoined: 1 }),
      viewer({ viewerId: 'host' }),
      now,
      null,
    );
    expect(alone.canReview).toBe(false);
  });

  it('offers no way into a gendered game to a player its rule turns away, and says so', () => {
    const womens = game({ gender: 'women' });
    expect(gameAbilities(womens, viewer(), now, 'man')).toMatchObject({
      canJoin: false,
      genderRule: 'not-allowed',
    });
    expect(gameAbilities(game({ gender: 'men', isPrivate: true }), viewer(), now, 'woman')).toMatchObject({
      canRequest: false,
      genderRule: 'not-allowed',
    });
    expect(gameAbilities(game({ gender: 'men', playersJoined: 8 }), viewer(), now, 'woman')).toMatchObject({
      canJoinWaitlist: false,
      genderRule: 'not-allowed',
    });
  });

  it('offers a gendered game to a player who has not given a gender, who is asked for it first', () => {
    expect(gameAbilities(game({ gender: 'women' }), viewer(), now, null)).toMatchObject({
      canJoin: true,
      genderRule: 'gender-needed',
    });
    expect(gameAbilities(game({ gender: 'men', isPrivate: true }), viewer(), now, null)).toMatchObject({
      canRequest: true,
      genderRule: 'gender-needed',
    });
  });

  it('lets players whose gender is "other" into either gendered game, and everyone into co-ed', () => {
    expect(gameAbilities(game({ gender: 'women' }), viewer(), now, 'other').genderRule).toBe('allowed');
    expect(gameAbilities(game({ gender: 'men' }), viewer(), now, 'other').canJoin).toBe(true);
    expect(gameAbilities(game({ gender: 'women' }), viewer(), now, 'woman').canJoin).toBe(true);
    expect(gameAbilities(game(), viewer(), now, null)).toMatchObject({
      canJoin: true,
      genderRule: 'allowed',
    });
  });

  it('names the strongest relation', () => {
    expect(relationOf(game(), viewer({ viewerId: 'host' }))).toBe('host');
    expect(relationOf(game(), viewer({ isParticipant: true, invited: true }))).toBe('participant');
    expect(relationOf(game(), viewer({ joinRequestStatus: 'pending' }))).toBe('requested');
    expect(relationOf(game(), viewer({ invited: true }))).toBe('invited');
    expect(relationOf(game(), viewer())).toBe('none');
  });
});
