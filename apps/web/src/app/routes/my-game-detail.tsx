import { useParams } from 'react-router';
import { GamePage } from '../game-page.tsx';

/** /my-games/:id: the spec's route for one of the viewer's own games, the same page as /game/:id. */
export function Component() {
  const { id = '' } = useParams();
  return <GamePage key={id} gameId={id} from="my-games" />;
}
