import { useParams } from 'react-router';
import { EditSeasonPage } from '../../features/leagues/seasons/pages/edit-season-page.tsx';

/** /leagues/:leagueId/seasons/:seasonId/edit: an organiser changes a season. */
export function Component() {
  const { leagueId = '', seasonId = '' } = useParams();
  return <EditSeasonPage key={seasonId} leagueId={leagueId} seasonId={seasonId} />;
}
