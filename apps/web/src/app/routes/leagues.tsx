import { LeaguesPage } from '../../features/leagues/pages/leagues-page.tsx';

export function Component() {
  return <LeaguesPage />;
}
