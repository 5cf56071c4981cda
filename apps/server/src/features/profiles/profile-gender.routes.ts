import { profileGenderEndpoints as endpoints } from '@rally/shared/profiles/profile-gender.endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/authenticate.ts';
import { signedIn } from '../../plugins/docs.ts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { ProfileGenderService } from './profile-gender.service.ts';

/** PUT /api/profiles/me/gender: the own gender alone, as a player adds it on the way into a gendered game. */
export async function profileGenderRoutes(
  app: FastifyInstance,
  { gender }: { gender: ProfileGenderService },
) {
  await route(
    app,
    endpoints.setOwnGender,
    {
      tags: ['profiles'],
      operationId: 'setOwnGender',
      security: signedIn,
      summary: 'Save the own gender and whether other players see it (hidden unless chosen)',
      errors: [400, 401, 403, 404],
    },
    async (request) => gender.setOwn(currentUser(request).id, request.body),
  );
}
