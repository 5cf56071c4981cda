import { profilesEndpoints as endpoints } from '@rally/shared/profiles/profiles.endpoints';
import { AVATAR_MAX_BYTES } from '@rally/shared/profiles/profiles.limits';
import { profileMessages } from '@rally/shared/profiles/profiles.messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { signedIn } from '../../plugins/docs.ts';
import { route } from '../../plugins/endpoint-routes.ts';
import { perAddress } from '../../plugins/rate-limits.ts';
import { uploadEndpoint } from '../../plugins/upload-endpoint.ts';
import { uploadFailure } from '../../plugins/upload-routes.ts';
import type { ProfilesService } from './profiles.service.ts';

const tags = ['profiles'];

export async function profilesRoutes(app: FastifyInstance, { profiles }: { profiles: ProfilesService }) {
  await route(
    app,
    endpoints.getOwnProfile,
    {
      tags,
      operationId: 'getOwnProfile',
      security: signedIn,
      summary: 'The signed-in user’s own profile screen',
      errors: [401, 404],
    },
    async (request) => profiles.getScreen(currentUser(request)),
  );

  await route(
    app,
    endpoints.updateOwnProfile,
    {
      tags,
      operationId: 'updateOwnProfile',
      security: signedIn,
      summary: 'Save the own profile (the username never changes)',
      errors: [400, 401, 403, 404],
    },
    async (request) => profiles.updateOwn(currentUser(request), request.body),
  );

  await uploadEndpoint(app, endpoints.uploadAvatar, {
    ...perAddress(30, '15 minutes'),
    schema: {
      tags,
      operationId: 'uploadAvatar',
      summary: 'Replace the avatar with an uploaded image (multipart field "file", 5 MB at most)',
    },
    errors: [400, 403, 404],
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1 },
    // Anyone signed in may replace their own avatar, once their profile is there to hold it.
    authorize: (request) => profiles.checkAvatarUpload(currentUser(request)),
    handler: async (request) => profiles.replaceAvatar(currentUser(request), await readUpload(request)),
  });

  await route(
    app,
    endpoints.getActivityStatus,
    {
      tags,
      operationId: 'getActivityStatus',
      security: signedIn,
      summary: 'Whether the own activity status is shown to friends (the one flag, without the profile)',
      errors: [401, 404],
    },
    async (request) => ({
      showActivityStatus: await profiles.getActivityStatusSetting(currentUser(request).id),
    }),
  );

  await route(
    app,
    endpoints.setActivityStatus,
    {
      tags,
      operationId: 'setActivityStatus',
      security: signedIn,
      summary: 'Show or hide the own activity status to friends',
      errors: [400, 401, 403, 404],
    },
    async (request) => profiles.setActivityStatus(currentUser(request), request.body.showActivityStatus),
  );

  await route(
    app,
    endpoints.getDistanceUnit,
    {
      tags,
      operationId: 'getDistanceUnit',
      security: signedIn,
      summary: 'Kilometres or miles for shown distances (null: by the browser’s locale)',
      errors: [401, 404],
    },
    async (request) => profiles.getDistanceUnit(currentUser(request)),
  );

  await route(
    app,
    endpoints.setDistanceUnit,
    {
      tags,
      operationId: 'setDistanceUnit',
      security: signedIn,
      summary: 'Choose kilometres or miles for shown distances, or null to follow the browser’s locale',
      errors: [400, 401, 404],
    },
    async (request) => profiles.setDistanceUnit(currentUser(request), request.body.distanceUnit),
  );

  await route(
    app,
    endpoints.getProfile,
    {
      tags,
      operationId: 'getProfile',
      security: signedIn,
      summary: 'A profile screen: the whole own profile, or only the public view of anyone else’s',
      errors: [400, 401, 404],
    },
    async (request) => profiles.getScreen(currentUser(request), request.params.userId),
  );
}

/**
 * The uploaded file's bytes, with the spec's texts for a missing or oversized file. A body that cannot
 * be read as one file (no boundary, cut short, garbage, extra parts) is the client's fault: a 400 that
 * says so, never a 500.
 */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('not_an_image', profileMessages.avatarNotImage);
  try {
    const file = await request.file();
    if (!file) throw badRequest('not_an_image', profileMessages.avatarNotImage);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (uploadFailure(error) === 'file-too-large') {
      throw new AppError('image_too_large', profileMessages.avatarTooLarge);
    }
    request.log.info({ err: error }, 'avatar upload: unreadable multipart body');
    throw badRequest('invalid_upload', profileMessages.avatarUnreadable);
  }
}
