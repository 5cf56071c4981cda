import { reviewMessages } from '@rally/shared/reviews/reviews.messages';
import type { ReviewPage } from '@rally/shared/reviews/reviews.schemas';
import { CheckCircle2Icon, ClockIcon } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useCreateReview } from '../api/create-review.ts';
import { ReviewForm } from './review-form.tsx';

/**
 * The review part of the review page: the spec's notice before the start; afterwards, for a player,
 * the form over the other players not yet reviewed.
 */
export function GameReviewSection({ page }: { page: ReviewPage }) {
  const createReview = useCreateReview({
    success: reviewMessages.submitted,
    failure: reviewMessages.submitFailed,
  });
  if (!page.completed) {
    return (
      <Alert className="flex items-start gap-2">
        <ClockIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>{reviewMessages.notYetPlayed}</span>
      </Alert>
    );
  }
  if (!page.isPlayer) return <Alert>{reviewMessages.onlyPlayers}</Alert>;
  if (page.reviewable.length === 0) {
    return (
      <EmptyState
        bordered
        icon={CheckCircle2Icon}
        title="All players reviewed"
        detail="You have reviewed every player of this game. Thanks for keeping games friendly!"
      />
    );
  }
  return (
    <ReviewForm
      players={page.reviewable.map((player) => ({ key: player.id, label: player.name ?? 'Unknown Player' }))}
      submitting={createReview.isPending}
      onSubmit={({ key, rating, comment }) =>
        createReview.mutateAsync({
          gameId: page.game.id,
          review: { reviewedUserId: key, rating, comment: comment || null },
        })
      }
    />
  );
}
