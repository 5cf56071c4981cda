import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../plugins/register-platform.ts';
import { createReviewsRepository } from './reviews.repository.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { createReviewsService, type ReviewBlocks, type ReviewFairPlay } from './reviews.service.ts';

/** Sportsmanship reviews after a game; a player's record (games, reviews, rating) for profiles. */
export function createReviewsModule(
  { db, bus, clock }: Platform,
  ports: { blocks?: ReviewBlocks; fairPlay?: ReviewFairPlay } = {},
) {
  const reviews = createReviewsService({
    reviewsRepo: createReviewsRepository(db),
    bus,
    clock,
    blocks: ports.blocks,
    fairPlay: ports.fairPlay,
  });
  return {
    /** A player's games, reviews and rating as the viewer may see them. */
    playerRecord: reviews.playerRecord,
    async register(app: FastifyInstance) {
      await app.register(reviewsRoutes, { prefix: '/api', reviews });
    },
  };
}
