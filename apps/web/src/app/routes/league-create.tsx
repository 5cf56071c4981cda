import { CreateLeaguePage } from '../../features/leagues/pages/create-league-page.tsx';

export function Component() {
  return <CreateLeaguePage />;
}
