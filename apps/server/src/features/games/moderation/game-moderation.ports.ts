import { moderationTexts } from '@rally/shared/moderation/moderation.constants';
import type { Database } from '../../../db/client.ts';
import type { RealtimeBus } from '../../../plugins/realtime/realtime-bus.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { createGameCancellation } from '../game-cancellation.ts';
import { isGameId } from '../game-id.ts';
import { createGamesRepository, type GameRow } from '../games.repository.ts';
import { describeGameTime } from '../games.views.ts';

type Deps = {
  db: Database;
  bus: Pick<RealtimeBus, 'publishToMany'>;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  /** Whether the viewer may see the game (the games service's rule for its live topic and page). */
  mayFollow(viewerId: string, gameId: string): Promise<boolean>;
  /** As the host's cancel: runs before the game is deleted (a league game's request follows it). */
  onCancelled?: (gameId: string, tx: Database) => Promise<void>;
};

const viewOf = (game: GameRow) => ({
  subjectUserId: game.hostId,
  title: game.title,
  link: `/game/${game.id}`,
  removed: false,
  snapshot: {
    title: game.title,
    text: game.description,
    details: { sport: game.sport, date: game.date, time: game.time, location: game.location },
  },
});

/**
 * A game as moderation sees it: reported by those who may see it, and removed by a moderator as its host's
 * cancel does (its players, requesters, waitlist and invited told, everything hanging off it deleted,
 * Find told), the notice saying a moderator removed it.
 */
export function createGameModeration({ db, bus, notifications, mayFollow, onCancelled }: Deps) {
  const gamesRepo = createGamesRepository(db);
  const cancelGame = createGameCancellation({ gamesRepo, notifications, bus, onCancelled });
  return {
    async find(gameId: string, viewerId: string | null) {
      if (!isGameId(gameId)) return null;
      if (viewerId !== null && !(await mayFollow(viewerId, gameId))) return null;
      const game = await gamesRepo.findGame(gameId);
      return game ? viewOf(game) : null;
    },

    async remove(gameId: string, tx: Database): Promise<{ removed: boolean }> {
      const game = await gamesRepo.lockGame(gameId, tx);
      if (!game) return { removed: false };
      const when = describeGameTime(game.date, game.time);
      // The host hears of it too: unlike their own cancel, they did not do it.
      await cancelGame(
        game,
        {
          tellHost: true,
          notice: {
            type: 'game_removed',
            title: moderationTexts.gameRemovedTitle,
            message: moderationTexts.gameRemoved(game.title, when),
            relatedId: game.id,
            relatedUserId: null,
          },
        },
        tx,
      );
      return { removed: true };
    },
  };
}
