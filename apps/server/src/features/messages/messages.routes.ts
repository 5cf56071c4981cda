import {
  conversationParams,
  directMessageSchema,
  MESSAGES_PER_MINUTE,
  messageHistoryQuery,
  messageHistorySchema,
  messagesMessages,
  sendMessageInput,
} from '@rally/shared/messages/messages.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tooManyRequests } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { errorResponses, signedIn } from '../../plugins/docs.ts';
import type { MessagesService } from './messages.service.ts';

const tags = ['messages'];

export async function messagesRoutes(app: FastifyInstance, { messages }: { messages: MessagesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Per sender, whatever address they write from (runs after the session check has named them).
  const sendLimit = app.createRateLimit({
    max: MESSAGES_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => `messages:${currentUser(request).id}`,
  });

  api.get(
    '/:friendId',
    {
      schema: {
        tags,
        operationId: 'getConversation',
        security: signedIn,
        summary: 'A page of the conversation with a friend, oldest first',
        params: conversationParams,
        querystring: messageHistoryQuery,
        response: { ...errorResponses(400, 401, 403), 200: messageHistorySchema },
      },
    },
    async (request) => messages.history(currentUser(request).id, request.params.friendId, request.query),
  );

  api.post(
    '/:friendId',
    {
      preHandler: async (request) => {
        const limit = await sendLimit(request);
        if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(messagesMessages.tooFast);
      },
      schema: {
        tags,
        operationId: 'sendMessage',
        security: signedIn,
        summary: 'Send a message to a friend',
        params: conversationParams,
        body: sendMessageInput,
        response: { ...errorResponses(400, 401, 403, 429), 201: directMessageSchema },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return messages.send(currentUser(request).id, request.params.friendId, request.body.message);
    },
  );
}
