import { inboxEndpoints as endpoints } from '@rally/shared/messages/inbox.endpoints';
import { messagesMessages } from '@rally/shared/messages/messages.schemas';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/authenticate.ts';
import { signedIn } from '../../plugins/docs.ts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { InboxService } from './inbox.service.ts';

const tags = ['messages'];

/** The inbox beside the conversations, under the same prefix (/api/messages). */
export async function inboxRoutes(app: FastifyInstance, { inbox }: { inbox: InboxService }) {
  await route(
    app,
    endpoints.getInbox,
    {
      tags,
      operationId: 'getInbox',
      security: signedIn,
      summary: 'The conversations with friends, newest activity first, with unread counts',
      errors: [401],
    },
    async (request) => inbox.inbox(currentUser(request).id),
  );

  await route(
    app,
    endpoints.getUnreadMessages,
    {
      tags,
      operationId: 'getUnreadMessages',
      security: signedIn,
      summary: 'How many messages from friends are unread',
      errors: [401],
    },
    async (request) => inbox.unread(currentUser(request).id),
  );

  await route(
    app,
    endpoints.markConversationRead,
    {
      tags,
      operationId: 'markConversationRead',
      security: signedIn,
      summary: 'Mark the conversation with a friend read up to its newest message',
      errors: [400, 401, 403],
    },
    async (request) => {
      await inbox.markRead(currentUser(request).id, request.params.friendId);
      return { message: messagesMessages.markedRead };
    },
  );
}
