import { MyGamesPage } from '../../features/games/pages/my-games-page.tsx';

/** /my-games: the games the viewer hosts or plays in. */
export function Component() {
  return <MyGamesPage />;
}
