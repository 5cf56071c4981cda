import { gameChatEndpoints as endpoints } from '@rally/shared/game-chat/game-chat.endpoints';
import { gameChatMessages } from '@rally/shared/game-chat/game-chat.messages';
import { MESSAGES_PER_MINUTE, messagesMessages } from '@rally/shared/messages/messages.schemas';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { signedIn } from '../../plugins/docs.ts';
import { route } from '../../plugins/endpoint-routes.ts';
import type { GameChatService } from './game-chat.service.ts';

const tags = ['game chat'];

/** A game's chat, under the games' prefix (/api/games/{id}/chat). */
export async function gameChatRoutes(app: FastifyInstance, { chat }: { chat: GameChatService }) {
  // Per player, whatever address they write from, and apart from their direct messages' own count.
  const sendLimit = app.createRateLimit({
    max: MESSAGES_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => `game-chat:${currentUser(request).id}`,
  });

  await route(
    app,
    endpoints.getGameChat,
    {
      tags,
      operationId: 'getGameChat',
      security: signedIn,
      summary: "A page of the game's chat, oldest first, its pinned announcements and what the viewer may do",
      errors: [400, 401, 403, 404],
    },
    async (request) => chat.history(request.params.id, currentUser(request).id, request.query),
  );

  await route(
    app,
    endpoints.sendGameChatMessage,
    {
      tags,
      operationId: 'sendGameChatMessage',
      security: signedIn,
      summary: "Write in the game's chat; the host or a co-host may post an announcement (at most 3 a day)",
      errors: [400, 401, 403, 404, 409, 429],
      options: {
        preHandler: async (request) => {
          const limit = await sendLimit(request);
          if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(messagesMessages.tooFast);
        },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return chat.send(request.params.id, currentUser(request).id, request.body);
    },
  );

  await route(
    app,
    endpoints.markGameChatRead,
    {
      tags,
      operationId: 'markGameChatRead',
      security: signedIn,
      summary: "Mark the game's chat read up to its newest message",
      errors: [401, 403, 404],
    },
    async (request) => {
      await chat.markRead(request.params.id, currentUser(request).id);
      return { message: gameChatMessages.markedRead };
    },
  );

  await route(
    app,
    endpoints.muteGameChat,
    {
      tags,
      operationId: 'muteGameChat',
      security: signedIn,
      summary: "Mute or unmute the game's chat for the viewer (announcements still arrive)",
      errors: [400, 401, 403, 404],
    },
    async (request) => chat.setMuted(request.params.id, currentUser(request).id, request.body.muted),
  );
}
