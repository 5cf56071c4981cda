import { gameIdParams } from '@rally/shared/games/games.schemas';
import {
  createReviewInput,
  pendingReviewListSchema,
  reviewPageSchema,
  reviewSchema,
} from '@rally/shared/reviews/reviews.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.ts';
import { errorResponses, signedIn } from '../../plugins/docs.ts';
import { perAddress } from '../../plugins/rate-limits.ts';
import type { ReviewsService } from './reviews.service.ts';

const tags = ['reviews'];

/** Registered under `/api`: the review page and review writing of a game, and the pending list. */
export async function reviewsRoutes(app: FastifyInstance, { reviews }: { reviews: ReviewsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/games/:id/review-page',
    {
      schema: {
        tags,
        operationId: 'getReviewPage',
        security: signedIn,
        summary:
          "A game's review page: its header, whether it took place, the players the viewer can still review",
        params: gameIdParams,
        response: { ...errorResponses(400, 401, 404), 200: reviewPageSchema },
      },
    },
    async (request) => reviews.page(currentUser(request).id, request.params.id),
  );

  api.post(
    '/games/:id/reviews',
    {
      ...perAddress(60, '1 minute'),
      schema: {
        tags,
        operationId: 'createReview',
        security: signedIn,
        summary: 'Review another player of a game both played, once per player per game',
        params: gameIdParams,
        body: createReviewInput,
        response: { ...errorResponses(400, 401, 403, 404, 409, 429), 201: reviewSchema },
      },
    },
    async (request, reply) => {
      const review = await reviews.submit(currentUser(request).id, request.params.id, request.body);
      return reply.code(201).send(review);
    },
  );

  api.get(
    '/reviews/pending',
    {
      schema: {
        tags,
        operationId: 'listPendingReviews',
        security: signedIn,
        summary: 'The players of completed games the viewer can still review, latest games first',
        response: { ...errorResponses(400, 401), 200: pendingReviewListSchema },
      },
    },
    async (request) => reviews.pending(currentUser(request).id),
  );
}
