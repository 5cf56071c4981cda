import { endpoint } from '../endpoint.ts';

const schemas = () => import('./messages.schemas.ts');

export const inboxEndpoints = {
  getInbox: endpoint('GET', '/api/messages', () => schemas().then((s) => ({ response: s.inboxSchema }))),
  getUnreadMessages: endpoint('GET', '/api/messages/unread', () =>
    schemas().then((s) => ({ response: s.unreadMessagesSchema })),
  ),
  markConversationRead: endpoint('POST', '/api/messages/:friendId/read', () =>
    schemas().then((s) => ({ params: s.conversationParams, response: s.conversationReadSchema })),
  ),
};
