import { CreateGamePage } from '../../features/games/pages/create-game-page.tsx';

export function Component() {
  return <CreateGamePage />;
}
