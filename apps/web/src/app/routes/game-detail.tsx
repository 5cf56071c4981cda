import { useParams } from 'react-router';
import { GamePage } from '../game-page.tsx';

/** /game/:id: one game's page. Keyed by id so moving between games starts fresh. */
export function Component() {
  const { id = '' } = useParams();
  return <GamePage key={id} gameId={id} />;
}
