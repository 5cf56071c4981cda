import { reviewMessages } from '@rally/shared/reviews/reviews.messages';
import { SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { useReviewPage } from '../api/get-review-page.ts';
import { GameReviewSection } from '../components/game-review-section.tsx';
import { ReviewGameHeader } from '../components/review-game-header.tsx';

/** /game/{gameId}/review: the game, and after it took place, reviews of the other players. */
export function ReviewPage({ gameId }: { gameId: string }) {
  const page = useReviewPage(gameId);
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 md:px-8 md:py-10">
      <title>Review Players · Rally</title>
      {page.isPending ? (
        <p role="status" className="text-muted-foreground">
          {reviewMessages.loading}
        </p>
      ) : page.isError ? (
        // Spec: whatever failed (missing game, load error), the page says Game not found.
        <Card>
          <h1 className="sr-only">{reviewMessages.notFoundTitle}</h1>
          <EmptyState
            icon={SearchXIcon}
            title={reviewMessages.notFoundTitle}
            detail={reviewMessages.notFoundText}
            action={
              <Link to={paths.myGames.getHref()} className={buttonVariants()}>
                {reviewMessages.backToMyGames}
              </Link>
            }
          />
        </Card>
      ) : (
        <>
          <Card>
            <CardContent className="pt-6">
              <ReviewGameHeader game={page.data.game} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Review Players</CardTitle>
            </CardHeader>
            <CardContent>
              <GameReviewSection page={page.data} />
            </CardContent>
          </Card>
        </>
      )}
    </section>
  );
}
