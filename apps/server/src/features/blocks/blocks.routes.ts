import { blocksEndpoints as endpoints } from '@rally/shared/blocks/blocks.endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/authenticate.ts';
import { signedIn } from '../../plugins/docs.ts';
import { route } from '../../plugins/endpoint-routes.ts';
import { perAddress } from '../../plugins/rate-limits.ts';
import type { BlocksService } from './blocks.service.ts';

const tags = ['blocks'];

// Every route acts on the caller's own blocks: the path names the other player, never the blocker.
export async function blocksRoutes(app: FastifyInstance, { blocks }: { blocks: BlocksService }) {
  await route(
    app,
    endpoints.listBlocks,
    {
      tags,
      operationId: 'listBlocks',
      security: signedIn,
      summary: 'The players the user blocked, newest first',
      errors: [400, 401],
    },
    async (request) => blocks.list(currentUser(request).id),
  );

  await route(
    app,
    endpoints.blockUser,
    {
      tags,
      operationId: 'blockUser',
      security: signedIn,
      summary: 'Block a player (idempotent): ends a friendship or pending requests between the two, silently',
      errors: [400, 401, 404, 429],
      options: { ...perAddress(60, '1 minute') },
    },
    async (request) => blocks.block(currentUser(request).id, request.params.userId),
  );

  await route(
    app,
    endpoints.unblockUser,
    {
      tags,
      operationId: 'unblockUser',
      security: signedIn,
      summary: 'Unblock a player the user blocked (idempotent); a friendship ended by the block stays ended',
      errors: [400, 401, 404],
    },
    async (request) => blocks.unblock(currentUser(request).id, request.params.userId),
  );
}
