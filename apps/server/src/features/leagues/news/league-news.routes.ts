import { leagueNewsEndpoints as endpoints } from '@rally/shared/leagues/league-news.endpoints';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import {
  NEWS_IMAGE_MAX_BYTES,
  NEWS_IMAGE_MAX_MB,
  NEWS_IMAGES_MAX,
} from '@rally/shared/leagues/leagues.schemas';
import { LEAGUE_NEWS_POSTS_PER_HOUR } from '@rally/shared/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../../lib/app-error.ts';
import { currentUser } from '../../../plugins/authenticate.ts';
import { signedIn } from '../../../plugins/docs.ts';
import { route } from '../../../plugins/endpoint-routes.ts';
import { type AttemptLimiters, perAddress } from '../../../plugins/rate-limits.ts';
import { uploadEndpoint } from '../../../plugins/upload-endpoint.ts';
import { uploadFailure } from '../../../plugins/upload-routes.ts';
import { NEWS_POST_BUDGET, perAccountCreations } from '../league-write-budgets.ts';
import type { LeagueNewsService, NewsUpload } from './league-news.service.ts';

const tags = ['leagues'];

/** The News and Media tabs: posts (creator writes, readers read), their images, and the league's gallery. */
export async function leagueNewsRoutes(
  app: FastifyInstance,
  {
    news,
    attemptLimiter,
  }: {
    news: LeagueNewsService;
    attemptLimiter: AttemptLimiters;
  },
) {
  // Counted per account over all its leagues: every post reaches each member's News tab.
  const postBudget = perAccountCreations(
    attemptLimiter('league-news-post', NEWS_POST_BUDGET),
    leagueMessages.postCapReached(LEAGUE_NEWS_POSTS_PER_HOUR),
  );

  await route(
    app,
    endpoints.listLeagueNews,
    {
      tags,
      operationId: 'listLeagueNews',
      security: signedIn,
      summary: "The league's news posts with their images, newest first",
      errors: [400, 401, 403, 404],
    },
    async (request) => news.list(currentUser(request).id, request.params.id),
  );

  await route(
    app,
    endpoints.createLeagueNewsPost,
    {
      tags,
      operationId: 'createLeagueNewsPost',
      security: signedIn,
      summary: 'Publish a news post (league creator)',
      errors: [400, 401, 403, 404, 429],
      options: { ...postBudget },
    },
    async (request, reply) =>
      reply.status(201).send(await news.create(currentUser(request).id, request.params.id, request.body)),
  );

  await route(
    app,
    endpoints.updateLeagueNewsPost,
    {
      tags,
      operationId: 'updateLeagueNewsPost',
      security: signedIn,
      summary: "Edit a news post's title and content (league creator)",
      errors: [400, 401, 403, 404],
    },
    async (request) =>
      news.update(currentUser(request).id, request.params.id, request.params.postId, request.body),
  );

  await route(
    app,
    endpoints.deleteLeagueNewsPost,
    {
      tags,
      operationId: 'deleteLeagueNewsPost',
      security: signedIn,
      summary: 'Delete a news post and its images (league creator)',
      errors: [400, 401, 403, 404],
    },
    async (request) => news.remove(currentUser(request).id, request.params.id, request.params.postId),
  );

  await uploadEndpoint(app, endpoints.uploadLeagueNewsImages, {
    ...perAddress(30, '15 minutes'),
    schema: {
      tags,
      operationId: 'uploadLeagueNewsImages',
      summary: `Add images to a news post (league creator; multipart field "images", up to ${NEWS_IMAGES_MAX} files of ${NEWS_IMAGE_MAX_MB} MB)`,
    },
    errors: [400, 403, 404],
    limits: { fileSize: NEWS_IMAGE_MAX_BYTES, files: NEWS_IMAGES_MAX },
    authorize: (request) =>
      news.checkImageUpload(currentUser(request).id, request.params.id, request.params.postId),
    handler: async (request) =>
      news.addImages(
        currentUser(request).id,
        request.params.id,
        request.params.postId,
        await readImages(request),
      ),
  });

  await route(
    app,
    endpoints.removeLeagueNewsImage,
    {
      tags,
      operationId: 'removeLeagueNewsImage',
      security: signedIn,
      summary: 'Remove one image from a news post (league creator)',
      errors: [400, 401, 403, 404],
    },
    async (request) =>
      news.removeImage(
        currentUser(request).id,
        request.params.id,
        request.params.postId,
        request.params.imageId,
      ),
  );

  await route(
    app,
    endpoints.listLeagueMedia,
    {
      tags,
      operationId: 'listLeagueMedia',
      security: signedIn,
      summary: "Every image of the league's news, newest first (the Media tab)",
      errors: [400, 401, 403, 404],
    },
    async (request) => news.media(currentUser(request).id, request.params.id),
  );
}

/**
 * The uploaded files' bytes. A body that cannot be read as image files in field "images" (no boundary,
 * cut short, other fields, too many or too large files) is the client's fault: a 4xx that says what
 * was wrong under the spec's "Failed to upload images", never a 500.
 */
async function readImages(request: FastifyRequest): Promise<NewsUpload[]> {
  const refuse = (detail: string) =>
    badRequest('invalid_upload', leagueMessages.uploadFailed, { images: [detail] });
  if (!request.isMultipart()) throw refuse('Send the images as a multipart form in the field "images".');
  const files: NewsUpload[] = [];
  try {
    for await (const part of request.files()) {
      if (part.fieldname !== 'images') throw refuse('Send the images in the field "images".');
      files.push({ filename: part.filename, data: await part.toBuffer() });
    }
    return files;
  } catch (error) {
    if (error instanceof AppError) throw error;
    switch (uploadFailure(error)) {
      case 'file-too-large':
        throw new AppError('image_too_large', leagueMessages.uploadFailed, {
          images: [`Each image must be at most ${NEWS_IMAGE_MAX_MB} MB.`],
        });
      case 'too-many-files':
        throw refuse(leagueMessages.tooManyImages(NEWS_IMAGES_MAX));
      case 'not-a-file':
        throw refuse('Send only image files, in the field "images".');
      default:
        request.log.info({ err: error }, 'league news images: unreadable multipart body');
        throw refuse('The upload could not be read. Please try again.');
    }
  }
}
