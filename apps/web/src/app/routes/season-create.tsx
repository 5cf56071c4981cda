import { useParams } from 'react-router';
import { CreateSeasonPage } from '../../features/leagues/seasons/pages/create-season-page.tsx';

/** /leagues/:leagueId/seasons/new: an organiser starts a season. */
export function Component() {
  const { leagueId = '' } = useParams();
  return <CreateSeasonPage key={leagueId} leagueId={leagueId} />;
}
