import type { ProfileReview } from '@rally/shared/profiles/profiles.schemas';
import { StarIcon } from 'lucide-react';
import { RemovedByModerator } from '../../../components/removed-by-moderator.tsx';
import { ReportButton } from '../../../components/safety/report-button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          aria-hidden
          className={cn('size-4', star <= rating ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')}
        />
      ))}
    </span>
  );
}

/**
 * Sportsmanship reviews others left for the player; a removed one keeps its place with a tombstone. Each
 * may be reported by whoever reads it, except by the one who wrote it.
 */
export function ProfileReviewList({ reviews, isOwn }: { reviews: ProfileReview[]; isOwn: boolean }) {
  if (reviews.length === 0) {
    return (
      <EmptyState
        bordered
        icon={StarIcon}
        title="No reviews yet"
        detail={
          isOwn
            ? 'Players you play with can review your sportsmanship after a game.'
            : 'Reviews from other players will appear here.'
        }
      />
    );
  }
  return (
    <ul className="grid gap-2">
      {reviews.map((review) => (
        <li key={review.id} className="grid gap-1.5 rounded-lg border bg-card px-4 py-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            {/* A removed review no longer counts: a tombstone stands for its rating and its comment. */}
            {review.removed ? <RemovedByModerator /> : <Stars rating={review.rating} />}
            <span className="flex items-center gap-1">
              <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
                {formatCalendarDate(review.createdAt)}
              </time>
              {/* Any review the viewer can read, on any profile; the button hides itself on their own. */}
              {review.removed ? null : (
                <ReportButton
                  label="Report this review"
                  target={{
                    type: 'review',
                    id: review.id,
                    label: 'this review',
                    owner: { id: review.reviewerId, name: review.reviewerName },
                  }}
                />
              )}
            </span>
          </div>
          {review.comment && !review.removed ? <p className="break-words">{review.comment}</p> : null}
          <p className="text-sm text-muted-foreground">
            {review.reviewerName} · {review.gameTitle}
          </p>
        </li>
      ))}
    </ul>
  );
}
