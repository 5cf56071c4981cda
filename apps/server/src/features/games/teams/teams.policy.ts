import type { ErrorCode } from '@rally/shared/errors';
import { GAME_DAY_CORRECTION_HOURS, TEAMS_MIN } from '@rally/shared/games/game-day.limits';
import { teamsMessages } from '@rally/shared/games/teams.messages';

/** What the teams and result rules look at of a game. */
export type TeamsPolicyGame = {
  startsAt: Date;
  calledOffAt?: Date | null;
  teamsPublishedAt?: Date | null;
  resultRecordedAt?: Date | null;
  /** Everyone on the roster (the host, participants and guests); absent: enough for teams. */
  playersJoined?: number;
  /** Set for a league season's fixture: its teams and score are the season's (issue 29), not the page's. */
  leagueId?: string | null;
};

const fixtureRefusal: Refusal = { code: 'forbidden', message: teamsMessages.leagueFixture };

export type Refusal = { code: ErrorCode; message: string };

/** The result (and the teams) may change until this long after the start (48 hours). */
export const resultEditableUntil = (startsAt: Date) =>
  new Date(startsAt.getTime() + GAME_DAY_CORRECTION_HOURS * 3_600_000);

/**
 * Why the viewer may not make or publish teams now, or null when they may: the host or a co-host
 * (`runsThisGame`, the games policy's `runsGame`), a game not called off, before and after the start
 * until its result is recorded and at most 48 hours after the start.
 */
export function makeTeamsRefusal(game: TeamsPolicyGame, runsThisGame: boolean, now: Date): Refusal | null {
  if (game.leagueId) return fixtureRefusal;
  if (!runsThisGame) return { code: 'forbidden', message: teamsMessages.notAllowed };
  if (game.calledOffAt) return { code: 'game_called_off', message: teamsMessages.calledOff };
  if (game.resultRecordedAt) return { code: 'result_recorded', message: teamsMessages.resultRecordedAlready };
  if (now.getTime() > resultEditableUntil(game.startsAt).getTime())
    return { code: 'result_closed', message: teamsMessages.teamsClosed };
  return null;
}

/**
 * Why the viewer may not record (or change) the result now, or null when they may: the host or a
 * co-host, after the start, within 48 hours of it, once teams are published, not for a called-off game.
 */
export function recordResultRefusal(game: TeamsPolicyGame, runsThisGame: boolean, now: Date): Refusal | null {
  if (game.leagueId) return fixtureRefusal;
  if (!runsThisGame) return { code: 'forbidden', message: teamsMessages.notAllowed };
  if (game.calledOffAt) return { code: 'game_called_off', message: teamsMessages.calledOff };
  if (now.getTime() < game.startsAt.getTime())
    return { code: 'game_not_started', message: teamsMessages.notStarted };
  if (now.getTime() > resultEditableUntil(game.startsAt).getTime())
    return { code: 'result_closed', message: teamsMessages.resultClosed };
  if (!game.teamsPublishedAt) return { code: 'teams_needed', message: teamsMessages.teamsNeeded };
  return null;
}

/** The abilities the game's page carries for teams and the result. */
export const teamsAbilities = (game: TeamsPolicyGame, runsThisGame: boolean, now: Date) => ({
  // "Make teams" is offered once there are players for two teams.
  canMakeTeams:
    makeTeamsRefusal(game, runsThisGame, now) === null && (game.playersJoined ?? TEAMS_MIN) >= TEAMS_MIN,
  canRecordResult: recordResultRefusal(game, runsThisGame, now) === null,
});

/** The winner from the scores: the team with the highest score; a tie for the highest is a draw (null). */
export function winnerOf(scores: { no: number; score: number }[]): number | null {
  const best = Math.max(...scores.map((s) => s.score));
  const top = scores.filter((s) => s.score === best);
  return top.length === 1 ? (top[0]?.no ?? null) : null;
}
