import { useParams } from 'react-router';
import { ReviewPage } from '../../features/reviews/pages/review-page.tsx';

/** /game/:gameId/review: the post-game review page. Keyed by id so moving between games starts fresh. */
export function Component() {
  const { gameId = '' } = useParams();
  return <ReviewPage key={gameId} gameId={gameId} />;
}
