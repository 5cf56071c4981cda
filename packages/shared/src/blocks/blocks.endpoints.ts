import { endpoint } from '../endpoint.ts';

const schemas = () => import('./blocks.schemas.ts');

export const blocksEndpoints = {
  listBlocks: endpoint('GET', '/api/blocks', () => schemas().then((s) => ({ response: s.blockListSchema }))),
  blockUser: endpoint('PUT', '/api/blocks/:userId', () =>
    schemas().then((s) => ({ params: s.blockUserIdParams, response: s.blockResultSchema })),
  ),
  unblockUser: endpoint('DELETE', '/api/blocks/:userId', () =>
    schemas().then((s) => ({ params: s.blockUserIdParams, response: s.unblockResultSchema })),
  ),
};
