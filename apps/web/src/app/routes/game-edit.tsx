import { useParams } from 'react-router';
import { EditGamePage } from '../../features/games/pages/edit-game-page.tsx';

/** /game/:id/edit: the host's Edit game form. Keyed by id so moving between games starts fresh. */
export function Component() {
  const { id = '' } = useParams();
  return <EditGamePage key={id} gameId={id} />;
}
