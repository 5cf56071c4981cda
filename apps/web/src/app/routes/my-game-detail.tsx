import { useParams } from 'react-router';
import { GameDetailPage } from '../../features/games/pages/game-detail-page.tsx';

/** /my-games/:id: the spec's route for one of the viewer's own games, the same page as /game/:id. */
export function Component() {
  const { id = '' } = useParams();
  return <GameDetailPage key={id} gameId={id} from="my-games" />;
}
