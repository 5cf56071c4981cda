import { genderEligibility } from '@rally/shared/games/game-gender-rule';
import type {
  GameAbilities,
  GameGender,
  GameRelation,
  JoinRequestStatus,
} from '@rally/shared/games/games.schemas';
import type { Gender } from '@rally/shared/profiles/profiles.schemas';
import { attendanceAbilities } from './attendance/attendance.policy.ts';
import { isCalledOff, joinClosedReason } from './decision/game-rules.ts';
import { teamsAbilities } from './teams/teams.policy.ts';

/** The parts of a game the rules look at. */
export type GamePolicyGame = {
  hostId: string;
  isPrivate: boolean;
  startsAt: Date;
  maxPlayers: number;
  playersJoined: number;
  gender: GameGender;
  /** Joins and requests close this many hours before the start (absent or null: at the start). */
  joinDeadlineHours?: number | null;
  /** Set when the game was called off at its decision time for too few players (issue 26 §3). */
  calledOffAt?: Date | null;
  /** How many guests each player may bring (0 or absent: none). */
  guestsPerPlayer?: number;
  /** When the teams were published and the result recorded (issue 27 §3, §4); absent: neither. */
  teamsPublishedAt?: Date | null;
  resultRecordedAt?: Date | null;
  /** A league season's fixture (issue 29): its teams' players play it, nobody joins, asks or leaves. */
  leagueId?: string | null;
};

/** A fixture's game: who plays is its teams' rosters, when and where its season's organisers decide. */
export const isFixtureGame = (game: Pick<GamePolicyGame, 'leagueId'>) =>
  game.leagueId !== null && game.leagueId !== undefined;

/** Where the viewer stands with one game: the rows that mention them. */
export type ViewerStanding = {
  viewerId: string;
  isParticipant: boolean;
  joinRequestStatus: JoinRequestStatus | 'none';
  /** 1-based place in the waitlist, or null when not on it. */
  waitlistPosition: number | null;
  invited: boolean;
  /** The viewer co-hosts the game: they may do what its host does, except what is the host's alone. */
  isCohost?: boolean;
  /** How many guests the viewer brings to the game. */
  guestCount?: number;
};

/** "Completed" is decided by the server clock: the start has passed (spec document 2 §4). */
export const isCompleted = (game: Pick<GamePolicyGame, 'startsAt'>, now: Date) =>
  game.startsAt.getTime() <= now.getTime();

/**
 * Whether the viewer runs the game: its host, or one of its co-hosts (issue 26 §6). Every rule that the
 * spec gives the host reads this, except those kept for the host alone: making and unmaking co-hosts,
 * ending a series, and being removed.
 */
export const runsGame = (
  game: Pick<GamePolicyGame, 'hostId'>,
  standing: Pick<ViewerStanding, 'viewerId' | 'isCohost'>,
) => game.hostId === standing.viewerId || standing.isCohost === true;

/** Whether the viewer may bring one more guest now (a player, before the start, within the game's rules). */
export function mayAddGuest(game: GamePolicyGame, standing: ViewerStanding, now: Date): boolean {
  const isIn = game.hostId === standing.viewerId || standing.isParticipant;
  const allowed = game.guestsPerPlayer ?? 0;
  return (
    !isFixtureGame(game) &&
    isIn &&
    !isCompleted(game, now) &&
    !isCalledOff(game) &&
    allowed > 0 &&
    (standing.guestCount ?? 0) < allowed &&
    spotsLeft(game) > 0
  );
}

/** Open spots; never negative. */
export const spotsLeft = (game: Pick<GamePolicyGame, 'maxPlayers' | 'playersJoined'>) =>
  Math.max(0, game.maxPlayers - game.playersJoined);

/** The one relation a card's badge follows, strongest first: host, player, in line, asked, invited. */
export function relationOf(game: Pick<GamePolicyGame, 'hostId'>, standing: ViewerStanding): GameRelation {
  if (game.hostId === standing.viewerId) return 'host';
  if (standing.isParticipant) return 'participant';
  if (standing.waitlistPosition !== null) return 'waitlisted';
  if (standing.joinRequestStatus === 'pending') return 'requested';
  if (standing.invited) return 'invited';
  return 'none';
}

/**
 * Who sees who plays: everyone for a public game; for a private one only its host and players (an
 * invited friend or a requester sees the game's details, not the people in it).
 */
export function canSeeRoster(game: Pick<GamePolicyGame, 'hostId' | 'isPrivate'>, standing: ViewerStanding) {
  return !game.isPrivate || runsGame(game, standing) || standing.isParticipant;
}

/**
 * Who follows the game's live changes: anyone for a public game; for a private one those it concerns,
 * its host, players, invited friends and pending or approved requesters. An outsider (a rejected
 * requester included) is not told when its players come and go.
 */
export function canFollowGame(game: Pick<GamePolicyGame, 'hostId' | 'isPrivate'>, standing: ViewerStanding) {
  return (
    !game.isPrivate ||
    runsGame(game, standing) ||
    standing.isParticipant ||
    standing.invited ||
    standing.joinRequestStatus === 'pending' ||
    standing.joinRequestStatus === 'approved'
  );
}

/** A member's place in a game's chat: whoever plays in it (the host and co-hosts are players too). */
export type GameChatRole = 'host' | 'cohost' | 'participant';

/**
 * Who is in the game's chat (issue 27 §1): its host, co-hosts and participants; never the waitlisted,
 * requesters, invitees or outsiders. A player who leaves or is removed is no longer one, so the next
 * request is refused.
 */
export function chatRoleOf(
  game: Pick<GamePolicyGame, 'hostId'>,
  standing: Pick<ViewerStanding, 'viewerId' | 'isCohost' | 'isParticipant'>,
): GameChatRole | null {
  if (game.hostId === standing.viewerId) return 'host';
  if (standing.isCohost === true) return 'cohost';
  if (standing.isParticipant) return 'participant';
  return null;
}

/**
 * Whether the viewer may read the game's chat now: a member, unless the game was called off and its
 * start has passed (a called-off game is hidden then). Every chat operation and `canChat` read this.
 */
export function canReadChat(
  game: Pick<GamePolicyGame, 'hostId' | 'startsAt' | 'calledOffAt'>,
  standing: Pick<ViewerStanding, 'viewerId' | 'isCohost' | 'isParticipant'>,
  now: Date,
): boolean {
  return chatRoleOf(game, standing) !== null && !(isCalledOff(game) && isCompleted(game, now));
}

/**
 * Everything the viewer may do with a game (spec document 2 §6), from the game, the viewer's rows, the
 * viewer's gender (for a gendered game's rule) and the server's now. `playerCount` is how many took part
 * (the host included): reviewing needs another. A rejected requester may not ask again (the badge stays
 * Request Rejected). The host's powers end at the start: a completed game is history, so it is neither
 * edited nor cancelled. A player the game's gender rule turns away is offered no way in; one with no
 * gender yet is offered it, and the page asks for their gender first (`genderRule`).
 */
export function gameAbilities(
  game: GamePolicyGame,
  standing: ViewerStanding,
  now: Date,
  viewerGender: Gender | null,
  playerCount = game.playersJoined,
): GameAbilities {
  const genderRule = genderEligibility(game.gender, viewerGender);
  const mayTakeSpot = genderRule !== 'not-allowed';
  const isHost = game.hostId === standing.viewerId;
  const isIn = isHost || standing.isParticipant;
  const upcoming = !isCompleted(game, now);
  const completed = !upcoming;
  const hasSpots = spotsLeft(game) > 0;
  // Called off, or past the join deadline: no way in for anyone (issue 26 §3, §4).
  const closedReason = upcoming ? joinClosedReason(game, now) : null;
  // A fixture's players are its teams': nobody joins, asks, waits or leaves (issue 29 §2).
  const open = upcoming && closedReason === null && !isFixtureGame(game);
  // A called-off game is only looked at: nobody leaves, edits, cancels, manages or rates it.
  const live = upcoming && !isCalledOff(game);
  const mayEnter = !game.isPrivate || standing.invited || standing.joinRequestStatus === 'approved';
  const hostPower = runsGame(game, standing) && live;
  // The season's organisers move or cancel a fixture, and its rosters say who plays: not the host.
  const fixture = isFixtureGame(game);
  const rosterPower = hostPower && !fixture;
  return {
    canJoin: open && !isIn && hasSpots && mayEnter && mayTakeSpot,
    canRequest:
      open &&
      mayTakeSpot &&
      !isIn &&
      hasSpots &&
      game.isPrivate &&
      !standing.invited &&
      standing.joinRequestStatus === 'none',
    canJoinWaitlist:
      open && mayTakeSpot && !isIn && !hasSpots && !game.isPrivate && standing.waitlistPosition === null,
    canLeaveWaitlist: live && !isIn && standing.waitlistPosition !== null,
    canLeave: live && standing.isParticipant && !isHost && !fixture,
    canCancel: rosterPower,
    canEdit: rosterPower,
    canManageRequests: rosterPower,
    canInvite: rosterPower,
    canRemovePlayers: rosterPower,
    canAddGuests: mayAddGuest(game, standing, now),
    canManageCohosts: isHost && live && !fixture,
    canSeeRoster: canSeeRoster(game, standing),
    canChat: canReadChat(game, standing, now),
    // Check-in and marks (issue 27 §2): the window and the 48 hours are attendance's own rules.
    ...attendanceAbilities(
      { startsAt: game.startsAt, calledOffAt: game.calledOffAt ?? null },
      { isPlayer: isIn, runs: runsGame(game, standing) },
      now,
    ),
    canReview: completed && isIn && playerCount > 1 && !isCalledOff(game),
    canRate: completed && isIn && !isCalledOff(game),
    // Teams and the result (issue 27 §3, §4): the host or a co-host, by the teams' own rules.
    ...teamsAbilities(game, runsGame(game, standing), now),
    genderRule,
    joinClosedReason: closedReason,
  };
}
