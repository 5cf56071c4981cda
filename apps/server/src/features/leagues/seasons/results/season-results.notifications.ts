import type { NotificationType } from '@rally/shared/notifications/notifications.schemas';

// The in-app texts of a season's results and playoffs, in one place (`relatedId` is the league's id, so
// the notice opens the league).

export type SeasonNote = { type: NotificationType; title: string; message: string };

/** "Lions 2-1 Tigers". */
export const scoreLine = (homeName: string, awayName: string, homeScore: number, awayScore: number) =>
  `${homeName} ${homeScore}-${awayScore} ${awayName}`;

/** To the other team's captain, after a captain's report. */
export const resultToConfirmNote = (score: string): SeasonNote => ({
  type: 'league_result_to_confirm',
  title: 'Result to confirm',
  message: `${score}: confirm or dispute. It counts in 48 hours unless you dispute it.`,
});

/** To the league's organisers, when a captain disputes the other's report. */
export const resultDisputedNote = (score: string, teamName: string, reason: string): SeasonNote => ({
  type: 'league_result_disputed',
  title: 'Result disputed',
  message: `${teamName}'s captain disputed ${score}: "${reason}". Settle the score for it to count.`,
});

/** To every player of the season, when the bracket is seeded. */
export const playoffsSeededNote = (seasonName: string, size: number): SeasonNote => ({
  type: 'league_playoffs_seeded',
  title: 'Playoffs set',
  message: `The top ${size} of ${seasonName} go to the playoffs: the bracket and its games are out.`,
});

/** To every player of the season, when the champion is known. */
export const championNote = (teamName: string, seasonName: string): SeasonNote => ({
  type: 'league_season_champion',
  title: 'Champions',
  message: `${teamName} are ${seasonName} champions`,
});
