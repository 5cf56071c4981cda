import { useParams } from 'react-router';
import { LeagueDetailPage } from '../../features/leagues/pages/league-detail-page.tsx';

/** /leagues/:id: one league's page. Keyed by id so moving between leagues starts fresh. */
export function Component() {
  const { id = '' } = useParams();
  return <LeagueDetailPage key={id} leagueId={id} />;
}
