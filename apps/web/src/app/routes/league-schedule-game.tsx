import { ScheduleLeagueGamePage } from '../../features/leagues/pages/schedule-league-game-page.tsx';

/** /leagues/schedule-game?leagueId=: a league's creator asks another league to play. */
export function Component() {
  return <ScheduleLeagueGamePage />;
}
