import { useParams } from 'react-router';
import { GameDetailPage } from '../../features/games/pages/game-detail-page.tsx';

/** /game/:id: one game's page. Keyed by id so moving between games starts fresh. */
export function Component() {
  const { id = '' } = useParams();
  return <GameDetailPage key={id} gameId={id} />;
}
