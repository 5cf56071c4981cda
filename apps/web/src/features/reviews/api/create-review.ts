import { reviewsEndpoints } from '@rally/shared/reviews/reviews.endpoints';
import type {
  CreateReviewInput,
  PendingReviewList,
  Review,
  ReviewPage,
} from '@rally/shared/reviews/reviews.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { reviewsKeys } from './reviews-keys.ts';

export type CreateReviewVariables = { gameId: string; review: CreateReviewInput };

export function createReview({ gameId, review }: CreateReviewVariables): Promise<Review> {
  return call(reviewsEndpoints.createReview, { params: { id: gameId }, body: review });
}

/**
 * Submits a review. The reviewed player leaves the game's review page and the pending list at once
 * (spec: the pending item is removed), then both refresh. `messages` are the texts of the screen it
 * is used on: the review page and the profile's Write Reviews tab say it differently.
 */
export function useCreateReview(messages: { success: string; failure: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    // A refusal (already reviewed, a profane comment) says why; anything else gets the spec's text.
    meta: {
      errorToast: (error) =>
        isApiError(error) && error.status >= 400 && error.status < 500 && error.message
          ? error.message
          : messages.failure,
    },
    onSuccess: (review) => {
      const reviewed = review.reviewedUserId;
      queryClient.setQueryData<ReviewPage>(reviewsKeys.page(review.gameId), (page) =>
        page ? { ...page, reviewable: page.reviewable.filter((player) => player.id !== reviewed) } : page,
      );
      queryClient.setQueryData<PendingReviewList>(reviewsKeys.pending(), (list) =>
        list
          ? {
              pending: list.pending.filter(
                (item) => !(item.game.id === review.gameId && item.player.id === reviewed),
              ),
            }
          : list,
      );
      toast.success(messages.success);
      void queryClient.invalidateQueries({ queryKey: reviewsKeys.all });
    },
  });
}
