import type { Database } from '../../../db/client.ts';
import { canReadChat, chatRoleOf, type GameChatRole } from '../games.policy.ts';
import type { ChatAccessRepository, ChatGameRow } from './chat-access.repository.ts';

/** A game as its chat needs it: what it shows and the times its rules turn on. */
export type ChatGame = Omit<ChatGameRow, 'isParticipant' | 'isCohost'>;

/** The viewer's place in one game's chat, decided by the games policy. */
export type ChatAccess = {
  game: ChatGame;
  /** Null for anyone who is not in the game's chat (waitlisted, requesters, invitees, outsiders). */
  role: GameChatRole | null;
  /** Whether the viewer may read the chat now (and so mark it read, mute it, and write while it is open). */
  canRead: boolean;
};

const gameOf = ({ isParticipant: _participant, isCohost: _cohost, ...game }: ChatGameRow): ChatGame => game;
const standingOf = (row: ChatGameRow, viewerId: string) => ({
  viewerId,
  isParticipant: row.isParticipant,
  isCohost: row.isCohost,
});

/**
 * The games feature's answer to "who is in this game's chat" (the game-chat feature's port): one rule,
 * `canReadChat` of the games policy, which the game page's `canChat` reads too.
 */
export function createChatAccess({ repo }: { repo: ChatAccessRepository }) {
  return {
    /** The viewer's access to the game's chat at `now`; undefined when the game does not exist. */
    async accessOf(
      gameId: string,
      viewerId: string,
      now: Date,
      executor?: Database,
    ): Promise<ChatAccess | undefined> {
      const row = await repo.gameFor(gameId, viewerId, executor);
      if (!row) return undefined;
      const standing = standingOf(row, viewerId);
      return {
        game: gameOf(row),
        role: chatRoleOf(row, standing),
        canRead: canReadChat(row, standing, now),
      };
    },

    /** The game as its chat shows it, whoever asks; undefined when it does not exist. */
    async gameOf(gameId: string, executor?: Database): Promise<ChatGame | undefined> {
      const row = await repo.gameFor(gameId, '', executor);
      return row && gameOf(row);
    },

    /** Everyone in the game's chat now (events and deliveries go to each of them by name). */
    membersOf: (gameId: string, executor?: Database) => repo.membersOf(gameId, executor),

    /** The games whose chat the viewer may read now, among those starting at or after `since`. */
    async readableGamesOf(viewerId: string, since: Date, now: Date): Promise<ChatGame[]> {
      const rows = await repo.gamesOf(viewerId, since);
      return rows.filter((row) => canReadChat(row, standingOf(row, viewerId), now)).map(gameOf);
    },
  };
}

export type ChatAccessPort = ReturnType<typeof createChatAccess>;
