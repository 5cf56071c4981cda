import { endpoint } from '../endpoint.ts';

const schemas = () => import('./leagues.schemas.ts');

export const leagueNewsEndpoints = {
  // A multipart form: up to NEWS_IMAGES_MAX files in its field "images" (the body is no schema's).
  uploadLeagueNewsImages: endpoint('POST', '/api/leagues/:id/news/:postId/images', () =>
    schemas().then((s) => ({ params: s.newsPostParams, response: s.newsPostSchema })),
  ),
  listLeagueNews: endpoint('GET', '/api/leagues/:id/news', () =>
    schemas().then((s) => ({ params: s.leagueIdParams, response: s.newsPostListSchema })),
  ),
  createLeagueNewsPost: endpoint(
    'POST',
    '/api/leagues/:id/news',
    () =>
      schemas().then((s) => ({
        params: s.leagueIdParams,
        body: s.newsPostInput,
        response: s.newsPostSchema,
      })),
    { status: 201 },
  ),
  updateLeagueNewsPost: endpoint('PATCH', '/api/leagues/:id/news/:postId', () =>
    schemas().then((s) => ({ params: s.newsPostParams, body: s.newsPostInput, response: s.newsPostSchema })),
  ),
  deleteLeagueNewsPost: endpoint('DELETE', '/api/leagues/:id/news/:postId', () =>
    schemas().then((s) => ({ params: s.newsPostParams, response: s.leagueActionResultSchema })),
  ),
  removeLeagueNewsImage: endpoint('DELETE', '/api/leagues/:id/news/:postId/images/:imageId', () =>
    schemas().then((s) => ({ params: s.newsImageParams, response: s.newsPostSchema })),
  ),
  listLeagueMedia: endpoint('GET', '/api/leagues/:id/media', () =>
    schemas().then((s) => ({ params: s.leagueIdParams, response: s.leagueMediaSchema })),
  ),
};
