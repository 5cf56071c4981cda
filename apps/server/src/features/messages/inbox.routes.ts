import {
  conversationParams,
  conversationReadSchema,
  inboxSchema,
  messagesMessages,
  unreadMessagesSchema,
} from '@rally/shared/messages/messages.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.ts';
import { errorResponses, signedIn } from '../../plugins/docs.ts';
import type { InboxService } from './inbox.service.ts';

const tags = ['messages'];

/** The inbox beside the conversations, under the same prefix (/api/messages). */
export async function inboxRoutes(app: FastifyInstance, { inbox }: { inbox: InboxService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '',
    {
      schema: {
        tags,
        operationId: 'getInbox',
        security: signedIn,
        summary: 'The conversations with friends, newest activity first, with unread counts',
        response: { ...errorResponses(401), 200: inboxSchema },
      },
    },
    async (request) => inbox.inbox(currentUser(request).id),
  );

  api.get(
    '/unread',
    {
      schema: {
        tags,
        operationId: 'getUnreadMessages',
        security: signedIn,
        summary: 'How many messages from friends are unread',
        response: { ...errorResponses(401), 200: unreadMessagesSchema },
      },
    },
    async (request) => inbox.unread(currentUser(request).id),
  );

  api.post(
    '/:friendId/read',
    {
      schema: {
        tags,
        operationId: 'markConversationRead',
        security: signedIn,
        summary: 'Mark the conversation with a friend read up to its newest message',
        params: conversationParams,
        response: { ...errorResponses(400, 401, 403), 200: conversationReadSchema },
      },
    },
    async (request) => {
      await inbox.markRead(currentUser(request).id, request.params.friendId);
      return { message: messagesMessages.markedRead };
    },
  );
}
