import { useParams } from 'react-router';
import { MyGameDetailPage } from '../../features/games/pages/my-game-detail-page.tsx';

/** /my-games/:id: the simpler page of one of the viewer's own games. */
export function Component() {
  const { id = '' } = useParams();
  return <MyGameDetailPage key={id} gameId={id} />;
}
