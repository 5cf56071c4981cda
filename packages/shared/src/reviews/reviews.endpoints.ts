import { endpoint } from '../endpoint.ts';

const gamesSchemas = () => import('../games/games.schemas.ts');
const reviewsSchemas = () => import('./reviews.schemas.ts');

export const reviewsEndpoints = {
  getReviewPage: endpoint('GET', '/api/games/:id/review-page', () =>
    Promise.all([gamesSchemas(), reviewsSchemas()]).then(([games, reviews]) => ({
      params: games.gameIdParams,
      response: reviews.reviewPageSchema,
    })),
  ),
  createReview: endpoint(
    'POST',
    '/api/games/:id/reviews',
    () =>
      Promise.all([gamesSchemas(), reviewsSchemas()]).then(([games, reviews]) => ({
        params: games.gameIdParams,
        body: reviews.createReviewInput,
        response: reviews.reviewSchema,
      })),
    { status: 201 },
  ),
  listPendingReviews: endpoint('GET', '/api/reviews/pending', () =>
    reviewsSchemas().then((s) => ({ response: s.pendingReviewListSchema })),
  ),
};
