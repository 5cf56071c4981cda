import { useParams } from 'react-router';
import { SeasonPage } from '../../features/leagues/seasons/pages/season-page.tsx';

/** /leagues/:leagueId/seasons/:seasonId: one season's page. Keyed by id so moving between seasons starts fresh. */
export function Component() {
  const { leagueId = '', seasonId = '' } = useParams();
  return <SeasonPage key={seasonId} leagueId={leagueId} seasonId={seasonId} />;
}
