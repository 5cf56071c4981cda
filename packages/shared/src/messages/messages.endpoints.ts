import { endpoint } from '../endpoint.ts';

const schemas = () => import('./messages.schemas.ts');

export const messagesEndpoints = {
  getConversation: endpoint('GET', '/api/messages/:friendId', () =>
    schemas().then((s) => ({
      params: s.conversationParams,
      query: s.messageHistoryQuery,
      response: s.messageHistorySchema,
    })),
  ),
  sendMessage: endpoint(
    'POST',
    '/api/messages/:friendId',
    () =>
      schemas().then((s) => ({
        params: s.conversationParams,
        body: s.sendMessageInput,
        response: s.directMessageSchema,
      })),
    { status: 201 },
  ),
};
