import { genderEligibility } from '@rally/shared/games/game-gender-rule';
import { gameMessages } from '@rally/shared/games/games.messages';
import type { Gender } from '@rally/shared/profiles/profiles.schemas';
/** Why an action is refused: the error code (and so the status) and the text the player reads. */
import type { Refusal } from '../../../lib/refusal.ts';
import { isCalledOff, joinClosedReason } from '../decision/game-rules.ts';
import {
  type GamePolicyGame,
  isCompleted,
  isFixtureGame,
  runsGame,
  spotsLeft,
  type ViewerStanding,
} from '../games.policy.ts';

export type { Refusal };

// Each function below names the first reason the action is refused, or null when it may go ahead. They
// mirror `gameAbilities` in games.policy.ts exactly (null here ⇔ the ability is true there), so the
// buttons the detail shows and the answers the actions give never disagree; participation.policy.test.ts
// checks it over every combination of game and viewer. One planned difference: a player with no gender
// on their profile is offered Join, Request and the waitlist of a gendered game (the page asks for the
// gender first), and the action itself answers `gender_needed` until it is given. The gender rule is each
// action's last check, so a player is asked for a gender only when nothing else stands in the way.

const started: Refusal = { code: 'game_started', message: gameMessages.gameStarted };
const hostOnly: Refusal = { code: 'host_only', message: gameMessages.hostOnly };
/** A fixture's game: its teams' rosters say who plays (issue 29 §2). */
const leagueFixture: Refusal = { code: 'forbidden', message: gameMessages.leagueFixture };

/** Called off, or past the join deadline: no one joins, asks or gets in line (`joinClosedReason`). */
function closedRefusal(game: GamePolicyGame, now: Date): Refusal | null {
  const reason = joinClosedReason(game, now);
  if (!reason) return null;
  return isCalledOff(game)
    ? { code: 'game_called_off', message: reason }
    : { code: 'join_closed', message: reason };
}

/** A called-off game is only looked at: nobody leaves it, steps out of its line or manages it. */
const calledOffRefusal = (game: GamePolicyGame, now: Date): Refusal | null =>
  isCalledOff(game) ? closedRefusal(game, now) : null;

/** A game as the host's powers read it: with who co-hosts it, when the caller read them. */
type RunGame = GamePolicyGame & { cohostIds?: readonly string[] };

/** The viewer as `runsGame` reads them, from the game's co-hosts. */
const asViewer = (game: Pick<RunGame, 'cohostIds'>, viewerId: string) => ({
  viewerId,
  isCohost: game.cohostIds?.includes(viewerId) ?? false,
});

const isIn = (game: GamePolicyGame, standing: ViewerStanding) =>
  game.hostId === standing.viewerId || standing.isParticipant;

/** Whom a gendered game is for, in the words a turned-away player reads. */
export const gameIsFor = (game: Pick<GamePolicyGame, 'gender'>) =>
  game.gender === 'men' ? gameMessages.forMen : gameMessages.forWomen;

/** The game's gender rule for a player taking a spot (README, "Who may join a gendered game"). */
export function genderRefusal(
  game: Pick<GamePolicyGame, 'gender'>,
  playerGender: Gender | null,
): Refusal | null {
  const rule = genderEligibility(game.gender, playerGender);
  if (rule === 'gender-needed') return { code: 'gender_needed', message: gameMessages.genderNeeded };
  if (rule === 'not-allowed') return { code: 'gender_not_allowed', message: gameIsFor(game) };
  return null;
}

/**
 * The host approving a request: the requester's gender is read again at approval (their profile may
 * have changed since they asked), in words meant for the host.
 */
export function approvalGenderRefusal(
  game: Pick<GamePolicyGame, 'gender'>,
  requesterGender: Gender | null,
): Refusal | null {
  const refusal = genderRefusal(game, requesterGender);
  if (!refusal) return null;
  return refusal.code === 'gender_needed'
    ? { code: 'gender_needed', message: gameMessages.requesterGenderNeeded }
    : { code: 'gender_not_allowed', message: gameMessages.requesterNotAllowed };
}

/** Joining directly (an invited or approved player too): `canJoin`. */
export function joinRefusal(
  game: GamePolicyGame,
  standing: ViewerStanding,
  now: Date,
  playerGender: Gender | null,
): Refusal | null {
  if (isFixtureGame(game)) return leagueFixture;
  if (isCompleted(game, now)) return started;
  const closed = closedRefusal(game, now);
  if (closed) return closed;
  if (isIn(game, standing)) return { code: 'already_joined', message: gameMessages.alreadyJoined };
  const mayEnter = !game.isPrivate || standing.invited || standing.joinRequestStatus === 'approved';
  if (!mayEnter) return { code: 'private_game', message: gameMessages.privateNeedsRequest };
  if (spotsLeft(game) === 0) return { code: 'game_full', message: gameMessages.gameIsFull };
  return genderRefusal(game, playerGender);
}

/** Asking to join a private game: `canRequest`. A rejected requester may not ask again. */
export function requestRefusal(
  game: GamePolicyGame,
  standing: ViewerStanding,
  now: Date,
  playerGender: Gender | null,
): Refusal | null {
  if (isFixtureGame(game)) return leagueFixture;
  if (isCompleted(game, now)) return started;
  const closed = closedRefusal(game, now);
  if (closed) return closed;
  if (!game.isPrivate) return { code: 'game_not_private', message: gameMessages.notPrivate };
  if (isIn(game, standing)) return { code: 'already_joined', message: gameMessages.alreadyJoined };
  if (standing.invited) return { code: 'already_invited', message: gameMessages.invitedJoinDirectly };
  if (standing.joinRequestStatus !== 'none')
    return { code: 'request_exists', message: gameMessages.requestExists };
  if (spotsLeft(game) === 0) return { code: 'game_full', message: gameMessages.gameIsFull };
  return genderRefusal(game, playerGender);
}

/** Getting in line for a full public game: `canJoinWaitlist`. */
export function waitlistJoinRefusal(
  game: GamePolicyGame,
  standing: ViewerStanding,
  now: Date,
  playerGender: Gender | null,
): Refusal | null {
  if (isFixtureGame(game)) return leagueFixture;
  if (isCompleted(game, now)) return started;
  const closed = closedRefusal(game, now);
  if (closed) return closed;
  if (game.isPrivate) return { code: 'private_game', message: gameMessages.waitlistPublicOnly };
  if (isIn(game, standing)) return { code: 'already_joined', message: gameMessages.alreadyJoined };
  if (standing.waitlistPosition !== null)
    return { code: 'already_waitlisted', message: gameMessages.alreadyWaitlisted };
  if (spotsLeft(game) > 0) return { code: 'waitlist_not_full', message: gameMessages.waitlistNotFull };
  return genderRefusal(game, playerGender);
}

/** Stepping out of the line: `canLeaveWaitlist`. */
export function waitlistLeaveRefusal(
  game: GamePolicyGame,
  standing: ViewerStanding,
  now: Date,
): Refusal | null {
  if (isCompleted(game, now)) return started;
  const calledOff = calledOffRefusal(game, now);
  if (calledOff) return calledOff;
  if (isIn(game, standing) || standing.waitlistPosition === null)
    return { code: 'not_waitlisted', message: gameMessages.notWaitlisted };
  return null;
}

/** Leaving a game one plays in: `canLeave`. The host cancels instead. */
export function leaveRefusal(game: GamePolicyGame, standing: ViewerStanding, now: Date): Refusal | null {
  if (isFixtureGame(game)) return leagueFixture;
  if (isCompleted(game, now)) return started;
  const calledOff = calledOffRefusal(game, now);
  if (calledOff) return calledOff;
  if (game.hostId === standing.viewerId) return { code: 'forbidden', message: gameMessages.hostCannotLeave };
  if (!standing.isParticipant) return { code: 'not_a_player', message: gameMessages.notParticipant };
  return null;
}

/**
 * The host's powers over an upcoming game (answer requests, invite, remove a player), a co-host's too:
 * `canManageRequests`, `canInvite`, `canRemovePlayers`. Anyone else is refused first, so a stranger
 * learns nothing of the game's state.
 */
export function hostActionRefusal(game: RunGame, viewerId: string, now: Date): Refusal | null {
  if (!runsGame(game, asViewer(game, viewerId))) return hostOnly;
  if (isFixtureGame(game)) return leagueFixture;
  if (isCompleted(game, now)) return started;
  return calledOffRefusal(game, now);
}

/** Reading the host's lists (requests, waitlist): the host or a co-host, at any time. */
export function hostReadRefusal(
  game: Pick<RunGame, 'hostId' | 'cohostIds'>,
  viewerId: string,
): Refusal | null {
  return runsGame(game, asViewer(game, viewerId)) ? null : hostOnly;
}

/** Rating a game: `canRate`, a player (host included) once the start has passed. */
export function rateRefusal(game: GamePolicyGame, standing: ViewerStanding, now: Date): Refusal | null {
  if (!isIn(game, standing)) return { code: 'not_a_player', message: gameMessages.ratingOnlyPlayers };
  if (!isCompleted(game, now)) return { code: 'game_not_started', message: gameMessages.ratingOnlyAfterGame };
  return null;
}
