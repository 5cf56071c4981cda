import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../plugins/register-platform.ts';
import { createBlocksRepository } from './blocks.repository.ts';
import { blocksRoutes } from './blocks.routes.ts';
import { createBlocksService } from './blocks.service.ts';

type BlocksServiceDeps = Parameters<typeof createBlocksService>[0];

/**
 * A player blocking another: the block, the blocker's list, and the one transaction that also ends
 * their friendship. The checks other features enforce are `createBlockChecks` (blocks.ports.ts), built
 * before them; `blocks` here is the port another feature calls to block on a player's behalf.
 */
export function createBlocksModule(
  { db, clock }: Platform,
  ports: Pick<BlocksServiceDeps, 'friends' | 'people'>,
) {
  const blocks = createBlocksService({ blocksRepo: createBlocksRepository(db), ...ports, clock });
  return {
    blocks,
    async register(app: FastifyInstance) {
      await app.register(blocksRoutes, { prefix: '/api/blocks', blocks });
    },
  };
}
