import { EMPTY_ATTENDANCE_RECORD } from '@rally/shared/games/attendance-record';
import type { GameAbilities, GameDetail } from '@rally/shared/games/games.schemas';

const noAbilities: GameAbilities = {
  canJoin: false,
  canRequest: false,
  canJoinWaitlist: false,
  canLeaveWaitlist: false,
  canLeave: false,
  canCancel: false,
  canEdit: false,
  canManageRequests: false,
  canInvite: false,
  canRemovePlayers: false,
  canAddGuests: false,
  canManageCohosts: false,
  canSeeRoster: false,
  canChat: false,
  canCheckIn: false,
  canMarkAttendance: false,
  canReview: false,
  canRate: false,
  canMakeTeams: false,
  canRecordResult: false,
  genderRule: 'allowed',
  joinClosedReason: null,
};

/** A game as GET /api/games/{id} answers it, for component tests: change only what a test is about. */
export function gameDetailFixture(
  overrides: Partial<Omit<GameDetail, 'abilities' | 'viewer'>> & {
    abilities?: Partial<GameAbilities>;
    viewer?: Partial<GameDetail['viewer']>;
  } = {},
): GameDetail {
  const { abilities, viewer, ...rest } = overrides;
  const host = { id: 'host-1', name: 'Hana Host', username: 'hana', avatarUrl: null };
  return {
    id: 'game-1',
    title: 'Sunday Hoops',
    sport: 'basketball',
    date: '2026-12-06',
    time: '18:30',
    timeZone: 'UTC',
    startsAt: '2026-12-06T18:30:00.000Z',
    completed: false,
    series: null,
    location: 'Riverside Courts',
    latitude: null,
    longitude: null,
    distanceMiles: null,
    playersJoined: 2,
    maxPlayers: 10,
    spotsLeft: 8,
    isPrivate: false,
    skillLevel: 'any',
    gender: 'co-ed',
    venueCost: 'free',
    costAmount: null,
    host,
    relation: 'none',
    description: null,
    gameFormat: null,
    whatToBring: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    participants: [
      {
        ...host,
        joinedAt: '2026-11-20T10:00:00.000Z',
        isHost: true,
        isCohost: false,
        guests: [],
        record: EMPTY_ATTENDANCE_RECORD,
      },
      {
        id: 'p-2',
        name: null,
        username: null,
        avatarUrl: null,
        joinedAt: '2026-11-21T10:00:00.000Z',
        isHost: false,
        isCohost: false,
        guests: [],
        record: EMPTY_ATTENDANCE_RECORD,
      },
    ],
    pendingRequestCount: 0,
    waitlistCount: 0,
    viewerEligibility: 'allowed',
    decision: null,
    rules: {
      minPlayers: null,
      decisionHours: 2,
      joinDeadlineHours: null,
      leaveDeadlineHours: null,
      guestsPerPlayer: 0,
      joinBy: null,
      leaveBy: null,
    },
    teams: null,
    result: null,
    ...rest,
    viewer: {
      joinRequestStatus: 'none',
      waitlistPosition: null,
      invited: false,
      rating: null,
      isCohost: false,
      checkIn: null,
      ...viewer,
    },
    abilities: { ...noAbilities, ...abilities },
  };
}
