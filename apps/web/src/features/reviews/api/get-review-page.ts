import { reviewsEndpoints } from '@rally/shared/reviews/reviews.endpoints';
import type { ReviewPage } from '@rally/shared/reviews/reviews.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { reviewsKeys } from './reviews-keys.ts';

export function getReviewPage(gameId: string, signal?: AbortSignal): Promise<ReviewPage> {
  return call(reviewsEndpoints.getReviewPage, { params: { id: gameId }, signal });
}

export function getReviewPageQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: reviewsKeys.page(gameId),
    queryFn: ({ signal }) => getReviewPage(gameId, signal),
  });
}

/** The review page: the game's header and the players the viewer can still review. */
export function useReviewPage(gameId: string) {
  return useQuery(getReviewPageQueryOptions(gameId));
}
