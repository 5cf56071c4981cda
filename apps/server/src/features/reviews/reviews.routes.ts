import { reviewsEndpoints as endpoints } from '@rally/shared/reviews/reviews.endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/authenticate.ts';
import { signedIn } from '../../plugins/docs.ts';
import { route } from '../../plugins/endpoint-routes.ts';
import { perAddress } from '../../plugins/rate-limits.ts';
import type { ReviewsService } from './reviews.service.ts';

const tags = ['reviews'];

/** Registered under `/api`: the review page and review writing of a game, and the pending list. */
export async function reviewsRoutes(app: FastifyInstance, { reviews }: { reviews: ReviewsService }) {
  await route(
    app,
    endpoints.getReviewPage,
    {
      tags,
      operationId: 'getReviewPage',
      security: signedIn,
      summary:
        "A game's review page: its header, whether it took place, the players the viewer can still review",
      errors: [400, 401, 404],
    },
    async (request) => reviews.page(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.createReview,
    {
      tags,
      operationId: 'createReview',
      security: signedIn,
      summary: 'Review another player of a game both played, once per player per game',
      errors: [400, 401, 403, 404, 409, 429],
      options: { ...perAddress(60, '1 minute') },
    },
    async (request, reply) => {
      const review = await reviews.submit(currentUser(request).id, request.params.id, request.body);
      return reply.code(201).send(review);
    },
  );

  await route(
    app,
    endpoints.listPendingReviews,
    {
      tags,
      operationId: 'listPendingReviews',
      security: signedIn,
      summary: 'The players of completed games the viewer can still review, latest games first',
      errors: [400, 401],
    },
    async (request) => reviews.pending(currentUser(request).id),
  );
}
