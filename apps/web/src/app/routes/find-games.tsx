import { FindGamesPage } from '../../features/games/pages/find-games-page.tsx';

export function Component() {
  return <FindGamesPage />;
}
