import { GAME_CHAT_INBOX_DAYS } from '@rally/shared/games/game-day.limits';
import type { Clock } from '../../lib/clock.ts';
import type { ChatAccessPort } from '../games/chat-access/chat-access.service.ts';
import type { GameChatInboxRow, GameChatsInbox } from '../messages/inbox.service.ts';
import type { GameChatRepository } from './game-chat.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = {
  chatRepo: Pick<GameChatRepository, 'summaries' | 'unreadTotal'>;
  access: Pick<ChatAccessPort, 'readableGamesOf'>;
  clock: Clock;
};

/**
 * The viewer's game chats as the messages inbox lists them: every game whose chat they may read that
 * starts at most 14 days ago (or later) and has a message. Two statements whatever the number of games:
 * the games (the games feature's), then their chats (this feature's).
 */
export function createGameChatInbox({ chatRepo, access, clock }: Deps): GameChatsInbox {
  async function readableGames(viewerId: string) {
    const now = clock.now();
    return access.readableGamesOf(viewerId, new Date(now.getTime() - GAME_CHAT_INBOX_DAYS * DAY_MS), now);
  }

  return {
    async chatsOf(viewerId: string): Promise<GameChatInboxRow[]> {
      const games = await readableGames(viewerId);
      const byId = new Map(games.map((game) => [game.id, game]));
      const rows = await chatRepo.summaries(viewerId, [...byId.keys()]);
      return rows.flatMap(({ gameId, ...row }) => {
        const game = byId.get(gameId);
        return game ? [{ ...row, game }] : [];
      });
    },

    async unreadTotalOf(viewerId: string): Promise<number> {
      const games = await readableGames(viewerId);
      return chatRepo.unreadTotal(
        viewerId,
        games.map((game) => game.id),
      );
    },
  };
}
