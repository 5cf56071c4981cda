import type { NotificationType } from '@rally/shared/notifications/notifications.schemas';
import { describeGameTime } from '../../games/games.views.ts';

// The in-app texts of games between leagues (Rally's own: the spec shows none), in one place.

/** What a note says of a game: the two leagues, its title, and when and where it is. */
export type GameFacts = {
  requestingName: string;
  targetName: string;
  title: string;
  gameDate: string;
  gameTime: string;
  location: string;
};

export type GameNote = { type: NotificationType; title: string; message: string };

const when = (game: GameFacts) => describeGameTime(game.gameDate, game.gameTime);
const matchup = (game: GameFacts) => `${game.requestingName} vs ${game.targetName}`;

/** To the invited league's creator. */
export const requestedNote = (game: GameFacts): GameNote => ({
  type: 'league_game_request',
  title: 'League game request',
  message: `${game.requestingName} asked ${game.targetName} to play "${game.title}" on ${when(game)}.`,
});

/** To the requester. */
export const rejectedNote = (game: GameFacts): GameNote => ({
  type: 'league_game_rejected',
  title: 'League game declined',
  message: `${game.targetName} declined "${game.title}" on ${when(game)}.`,
});

/** To both leagues' members. */
export const approvedNote = (game: GameFacts): GameNote => ({
  type: 'league_game_approved',
  title: 'League game scheduled',
  message: `${matchup(game)}: "${game.title}" on ${when(game)} at ${game.location}.`,
});

/** To both leagues' members; the score only when both sides have one. */
export function resultNote(
  game: GameFacts,
  result: { requestingWon: boolean; scoreWinner?: number | null; scoreLoser?: number | null },
): GameNote {
  const [winner, loser] = result.requestingWon
    ? [game.requestingName, game.targetName]
    : [game.targetName, game.requestingName];
  const score =
    result.scoreWinner != null && result.scoreLoser != null
      ? ` ${result.scoreWinner}-${result.scoreLoser}`
      : '';
  return {
    type: 'league_game_result',
    title: 'League game result',
    message: `${winner} beat ${loser}${score} in "${game.title}".`,
  };
}

/** To both leagues' members. */
export const cancelledNote = (game: GameFacts): GameNote => ({
  type: 'league_game_cancelled',
  title: 'League game cancelled',
  message: `${matchup(game)}: "${game.title}" on ${when(game)} has been cancelled.`,
});

/** To the game's players, as a cancelled game's players are told. */
export const playersCancelledNote = (game: GameFacts): GameNote => ({
  type: 'game_cancelled',
  title: 'Game cancelled',
  message: `"${game.title}" on ${when(game)} has been cancelled by the leagues.`,
});
