import { describe, expect, it } from 'vitest';
import { type GamePolicyGame, gameAbilities, mayAddGuest, type ViewerStanding } from '../games.policy.ts';
import { guestAddRefusal, guestRemoveRefusal } from './guests.policy.ts';

const now = new Date('2026-07-01T12:00:00Z');
const tomorrow = new Date('2026-07-02T12:00:00Z');
const yesterday = new Date('2026-06-30T12:00:00Z');

describe('guests policy', () => {
  it('answers the add exactly as canAddGuests says, over every game and viewer', () => {
    let checked = 0;
    for (const viewer of ['host', 'player', 'stranger'] as const)
      for (const startsAt of [tomorrow, yesterday])
        for (const calledOffAt of [null, now])
          for (const guestsPerPlayer of [0, 2])
            for (const guestCount of [0, 1, 2])
              for (const playersJoined of [7, 8]) {
                const game: GamePolicyGame = {
                  hostId: 'host',
                  isPrivate: false,
                  startsAt,
                  maxPlayers: 8,
                  playersJoined,
                  gender: 'co-ed',
                  calledOffAt,
                  guestsPerPlayer,
                };
                const standing: ViewerStanding = {
                  viewerId: viewer,
                  isParticipant: viewer !== 'stranger',
                  joinRequestStatus: 'none',
                  waitlistPosition: null,
                  invited: false,
                  guestCount,
                };
                const allowed = guestAddRefusal(game, standing, now) === null;
                expect(allowed).toBe(mayAddGuest(game, standing, now));
                expect(gameAbilities(game, standing, now, null).canAddGuests).toBe(allowed);
                checked += 1;
              }
    expect(checked).toBe(144);
  });

  it('lets the player who brought a guest, the host and a co-host remove them, no one else', () => {
    const game: GamePolicyGame = {
      hostId: 'host',
      isPrivate: false,
      startsAt: tomorrow,
      maxPlayers: 8,
      playersJoined: 4,
      gender: 'co-ed',
    };
    const viewer = (viewerId: string, isCohost = false): ViewerStanding => ({
      viewerId,
      isParticipant: true,
      joinRequestStatus: 'none',
      waitlistPosition: null,
      invited: false,
      isCohost,
    });
    const guest = { broughtBy: 'pat' };
    expect(guestRemoveRefusal(game, viewer('pat'), guest, now)).toBeNull();
    expect(guestRemoveRefusal(game, viewer('host'), guest, now)).toBeNull();
    expect(guestRemoveRefusal(game, viewer('cody', true), guest, now)).toBeNull();
    expect(guestRemoveRefusal(game, viewer('other'), guest, now)?.code).toBe('forbidden');
    expect(guestRemoveRefusal({ ...game, startsAt: yesterday }, viewer('pat'), guest, now)?.code).toBe(
      'game_started',
    );
  });
});

describe('co-host abilities', () => {
  const game: GamePolicyGame = {
    hostId: 'host',
    isPrivate: true,
    startsAt: tomorrow,
    maxPlayers: 8,
    playersJoined: 4,
    gender: 'co-ed',
  };
  const cohost: ViewerStanding = {
    viewerId: 'cody',
    isParticipant: true,
    joinRequestStatus: 'approved',
    waitlistPosition: null,
    invited: false,
    isCohost: true,
  };

  it("gives a co-host the host's powers over an upcoming game, but not the co-hosts", () => {
    expect(gameAbilities(game, cohost, now, null)).toMatchObject({
      canEdit: true,
      canCancel: true,
      canManageRequests: true,
      canInvite: true,
      canRemovePlayers: true,
      canManageCohosts: false,
      canLeave: true,
      canSeeRoster: true,
    });
    expect(gameAbilities(game, { ...cohost, viewerId: 'host' }, now, null).canManageCohosts).toBe(true);
  });

  it('lets a co-host who does not play a series game still run it and see its roster', () => {
    const notPlaying = { ...cohost, isParticipant: false, joinRequestStatus: 'none' as const };
    expect(gameAbilities(game, notPlaying, now, null)).toMatchObject({
      canEdit: true,
      canManageRequests: true,
      canSeeRoster: true,
    });
  });

  it('ends the powers at the start', () => {
    expect(gameAbilities({ ...game, startsAt: yesterday }, cohost, now, null)).toMatchObject({
      canEdit: false,
      canCancel: false,
      canManageRequests: false,
    });
  });
});
