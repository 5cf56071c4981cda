import { endpoint } from '../endpoint.ts';

const schemas = () => import('./game-chat.schemas.ts');

export const gameChatEndpoints = {
  getGameChat: endpoint('GET', '/api/games/:id/chat', () =>
    schemas().then((s) => ({
      params: s.gameChatParams,
      query: s.gameChatHistoryQuery,
      response: s.gameChatSchema,
    })),
  ),
  sendGameChatMessage: endpoint(
    'POST',
    '/api/games/:id/chat',
    () =>
      schemas().then((s) => ({
        params: s.gameChatParams,
        body: s.sendGameChatMessageInput,
        response: s.gameChatMessageSchema,
      })),
    { status: 201 },
  ),
  markGameChatRead: endpoint('POST', '/api/games/:id/chat/read', () =>
    schemas().then((s) => ({ params: s.gameChatParams, response: s.gameChatReadSchema })),
  ),
  muteGameChat: endpoint('PUT', '/api/games/:id/chat/mute', () =>
    schemas().then((s) => ({
      params: s.gameChatParams,
      body: s.muteGameChatInput,
      response: s.gameChatMuteSchema,
    })),
  ),
};
