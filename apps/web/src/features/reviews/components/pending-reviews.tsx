import { reviewMessages } from '@rally/shared/reviews/reviews.messages';
import type { PendingReview } from '@rally/shared/reviews/reviews.schemas';
import { PenLineIcon } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useCreateReview } from '../api/create-review.ts';
import { usePendingReviews } from '../api/get-pending-reviews.ts';
import { ReviewForm } from './review-form.tsx';

const keyOf = (item: PendingReview) => `${item.game.id}:${item.player.id}`;

/**
 * The own profile's Write Reviews tab: one form over every player the viewer can still review, each
 * named with the game they played together. A submitted player leaves the list and the form resets.
 */
export function PendingReviews() {
  const pending = usePendingReviews();
  const createReview = useCreateReview({
    success: reviewMessages.profileSubmitted,
    failure: reviewMessages.profileSubmitFailed,
  });
  if (pending.isPending) {
    return (
      <p role="status" className="py-6 text-center text-muted-foreground">
        Loading players to review...
      </p>
    );
  }
  if (pending.isError) {
    return (
      <LoadError
        message="Failed to load the players to review"
        onRetry={() => void pending.refetch()}
        retrying={pending.isFetching}
      />
    );
  }
  const items = pending.data.pending;
  if (items.length === 0) {
    return (
      <EmptyState
        bordered
        icon={PenLineIcon}
        title="No players to review yet"
        detail="After you play a game, the players you played with will appear here so you can rate their sportsmanship."
      />
    );
  }
  const byKey = new Map(items.map((item) => [keyOf(item), item]));
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {items.length === 1 ? '1 player to review' : `${items.length} players to review`}
      </p>
      <ReviewForm
        players={items.map((item) => ({
          key: keyOf(item),
          label: `${item.player.name ?? 'Unknown Player'} · ${item.game.title}`,
        }))}
        submitting={createReview.isPending}
        onSubmit={async ({ key, rating, comment }) => {
          const item = byKey.get(key);
          if (!item) return;
          await createReview.mutateAsync({
            gameId: item.game.id,
            review: { reviewedUserId: item.player.id, rating, comment: comment || null },
          });
        }}
      />
    </div>
  );
}
