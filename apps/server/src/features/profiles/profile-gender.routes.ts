import { ownGenderSchema, setOwnGenderInput } from '@rally/shared/profiles/profile-gender.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.ts';
import { errorResponses, signedIn } from '../../plugins/docs.ts';
import type { ProfileGenderService } from './profile-gender.service.ts';

/** PUT /api/profiles/me/gender: the own gender alone, as a player adds it on the way into a gendered game. */
export async function profileGenderRoutes(
  app: FastifyInstance,
  { gender }: { gender: ProfileGenderService },
) {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/me/gender',
    {
      schema: {
        tags: ['profiles'],
        operationId: 'setOwnGender',
        security: signedIn,
        summary: 'Save the own gender and whether other players see it (hidden unless chosen)',
        body: setOwnGenderInput,
        response: { ...errorResponses(400, 401, 403, 404), 200: ownGenderSchema },
      },
    },
    async (request) => gender.setOwn(currentUser(request).id, request.body),
  );
}
