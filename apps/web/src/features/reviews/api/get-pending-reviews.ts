import { reviewsEndpoints } from '@rally/shared/reviews/reviews.endpoints';
import type { PendingReviewList } from '@rally/shared/reviews/reviews.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { reviewsKeys } from './reviews-keys.ts';

export function getPendingReviews(signal?: AbortSignal): Promise<PendingReviewList> {
  return call(reviewsEndpoints.listPendingReviews, { signal });
}

export function getPendingReviewsQueryOptions() {
  return queryOptions({
    queryKey: reviewsKeys.pending(),
    queryFn: ({ signal }) => getPendingReviews(signal),
  });
}

/** The Write Reviews tab: every player of the viewer's completed games they can still review. */
export function usePendingReviews() {
  return useQuery(getPendingReviewsQueryOptions());
}
