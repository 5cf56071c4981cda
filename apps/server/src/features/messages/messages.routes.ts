import { messagesEndpoints as endpoints } from '@rally/shared/messages/messages.endpoints';
import { MESSAGES_PER_MINUTE, messagesMessages } from '@rally/shared/messages/messages.schemas';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { signedIn } from '../../plugins/docs.ts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { MessagesService } from './messages.service.ts';

const tags = ['messages'];

export async function messagesRoutes(app: FastifyInstance, { messages }: { messages: MessagesService }) {
  // Per sender, whatever address they write from (runs after the session check has named them).
  const sendLimit = app.createRateLimit({
    max: MESSAGES_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => `messages:${currentUser(request).id}`,
  });

  await route(
    app,
    endpoints.getConversation,
    {
      tags,
      operationId: 'getConversation',
      security: signedIn,
      summary: 'A page of the conversation with a friend, oldest first',
      errors: [400, 401, 403],
    },
    async (request) => messages.history(currentUser(request).id, request.params.friendId, request.query),
  );

  await route(
    app,
    endpoints.sendMessage,
    {
      tags,
      operationId: 'sendMessage',
      security: signedIn,
      summary: 'Send a message to a friend',
      errors: [400, 401, 403, 429],
      options: {
        preHandler: async (request) => {
          const limit = await sendLimit(request);
          if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(messagesMessages.tooFast);
        },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return messages.send(currentUser(request).id, request.params.friendId, request.body.message);
    },
  );
}
