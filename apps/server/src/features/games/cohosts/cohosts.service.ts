import { cohostMessages } from '@rally/shared/games/cohosts.messages';
import { gameMessages } from '@rally/shared/games/games.messages';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { RealtimeBus } from '../../../plugins/realtime/realtime-bus.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { gameNotFound, publishGameChange } from '../game-changes.ts';
import { isCompleted, isFixtureGame } from '../games.policy.ts';
import type { PeopleDirectory } from '../participation/participation-steps.ts';
import { cohostAddedNotice } from './cohosts.notifications.ts';
import type { CohostGame, CohostsRepository } from './cohosts.repository.ts';

type Deps = {
  cohostsRepo: CohostsRepository;
  people: PeopleDirectory;
  notifications: Pick<NotificationsService, 'notify'>;
  bus: Pick<RealtimeBus, 'publishToMany'>;
  clock: Clock;
};

/**
 * Co-hosts (issue 26 §6): the host makes any player of an upcoming game a co-host, and back. Making and
 * unmaking is the host's alone (the issue says "the host makes"): a co-host runs the game, not its team.
 * In a series, a co-host co-hosts every game of it: the series' row and every upcoming game's row are
 * written in the one transaction. What a co-host may then do is the games policy's (`runsGame`).
 */
export function createCohostsService({ cohostsRepo: repo, people, notifications, bus, clock }: Deps) {
  /** Runs `work` with the game locked, after the host-only and upcoming checks. */
  function asHostOf<T>(
    gameId: string,
    viewerId: string,
    work: (game: CohostGame, now: Date, tx: Parameters<CohostsRepository['lockGame']>[1]) => Promise<T>,
  ) {
    return repo.transaction(async (tx) => {
      const game = await repo.lockGame(gameId, tx);
      if (!game) throw gameNotFound();
      if (game.hostId !== viewerId) throw new AppError('host_only', cohostMessages.hostOnly);
      // A fixture's co-host is the away captain, set by the season's rosters.
      if (isFixtureGame(game)) throw new AppError('forbidden', gameMessages.leagueFixture);
      const now = clock.now();
      if (isCompleted(game, now)) throw new AppError('game_started', gameMessages.gameStarted);
      return work(game, now, tx);
    });
  }

  return {
    /** The host makes a player a co-host (of every game, in a series); they are told once. */
    async make(hostId: string, gameId: string, userId: string) {
      const hostName = (await people.getPublicProfiles([hostId])).get(hostId)?.name ?? 'The host';
      return asHostOf(gameId, hostId, async (game, now, tx) => {
        if (userId === game.hostId) throw new AppError('forbidden', cohostMessages.isHost);
        if (!(await repo.isParticipant(gameId, userId, tx)))
          throw new AppError('player_not_found', cohostMessages.notAPlayer);
        const addedToGame = await repo.addToGame(gameId, userId, now, tx);
        const addedToSeries = game.seriesId ? await repo.addToSeries(game.seriesId, userId, now, tx) : false;
        if (addedToGame || addedToSeries) {
          await notifications.notify(
            { userId, ...cohostAddedNotice(game, { id: hostId, name: hostName }) },
            tx,
          );
          await publishGameChange(bus, gameId, 'roster', tx);
        }
        return { message: cohostMessages.made };
      });
    },

    /** The host ends a player's co-hosting (of every upcoming game, in a series); refused again at once. */
    async unmake(hostId: string, gameId: string, userId: string) {
      return asHostOf(gameId, hostId, async (game, now, tx) => {
        const fromGame = await repo.removeFromGame(gameId, userId, tx);
        const fromSeries = game.seriesId
          ? await repo.removeFromSeries(game.seriesId, userId, now, tx)
          : false;
        if (!fromGame && !fromSeries) throw new AppError('player_not_found', cohostMessages.notACohost);
        await publishGameChange(bus, gameId, 'roster', tx);
        return { message: cohostMessages.unmade };
      });
    },
  };
}

export type CohostsService = ReturnType<typeof createCohostsService>;
