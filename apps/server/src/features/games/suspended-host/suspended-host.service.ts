import { suspendedHostGameText } from '@rally/shared/moderation/suspension';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { RealtimeBus } from '../../../plugins/realtime/realtime-bus.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { createGameCancellation } from '../game-cancellation.ts';
import type { GamesRepository } from '../games.repository.ts';
import { describeGameTime } from '../games.views.ts';
import type { SuspendedHostRepository } from './suspended-host.repository.ts';

type Deps = {
  suspendedHostRepo: SuspendedHostRepository;
  gamesRepo: Pick<GamesRepository, 'cancellationAudience' | 'deleteGame'>;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  bus: RealtimeBus;
  clock: Clock;
  /** As the host's cancel: runs before a game is deleted (a league game's request follows it). */
  onCancelled?: (gameId: string, tx: Database) => Promise<void>;
};

/**
 * A suspended host's games: each one not yet started is cancelled as the host's own cancel does (its
 * players, requesters, waitlist and invited told, everything hanging off it deleted, Find told), and
 * their series end, all in the suspension's transaction. Games already played stay, as does everything
 * said in them. The notice does not say why the host was suspended.
 */
export function createSuspendedHostGames({
  suspendedHostRepo,
  gamesRepo,
  notifications,
  bus,
  clock,
  onCancelled,
}: Deps) {
  const cancelGame = createGameCancellation({ gamesRepo, notifications, bus, onCancelled });
  return {
    async cancelUpcomingOf(hostId: string, tx: Database): Promise<{ cancelled: number }> {
      const now = clock.now();
      await suspendedHostRepo.endRunningSeries(hostId, now, tx);
      const upcoming = await suspendedHostRepo.lockUpcomingHosted(hostId, now, tx);
      for (const game of upcoming) {
        await cancelGame(
          game,
          {
            tellHost: false,
            notice: {
              type: 'game_removed',
              title: 'Game cancelled',
              message: suspendedHostGameText(game.title, describeGameTime(game.date, game.time)),
              relatedId: game.id,
              relatedUserId: null,
            },
          },
          tx,
        );
      }
      return { cancelled: upcoming.length };
    },
  };
}

export type SuspendedHostGames = ReturnType<typeof createSuspendedHostGames>;
