import type { Database } from '../../db/client.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { NotifyInput } from '../notifications/notifications.service.ts';
import { publishGameChange } from './game-changes.ts';
import type { GameRow, GamesRepository } from './games.repository.ts';

type Deps = {
  gamesRepo: Pick<GamesRepository, 'cancellationAudience' | 'deleteGame'>;
  notifications: { notifyMany(inputs: NotifyInput[], tx?: Database): Promise<unknown> };
  bus: Pick<RealtimeBus, 'publishToMany'>;
  /** Runs before the game is deleted (a league game's request follows it). */
  onCancelled?: ((gameId: string, tx: Database) => Promise<void>) | undefined;
};

/** Who is told of a cancellation, and what each is told (their user id is filled in). */
export type CancellationNotice = {
  /** The host hears of it too when someone else cancelled; the one who cancelled does not. */
  tellHost: boolean;
  except?: string;
  notice: Omit<NotifyInput, 'userId'>;
};

/**
 * Cancels a game the caller has locked, in the caller's transaction, the same way whoever cancels it
 * (its host, a co-host, a moderator, a host's suspension): everyone with a stake in it told (players,
 * requesters, waitlist, invited), whatever hangs off it deleted with it, and Find and its page told.
 */
export function createGameCancellation({ gamesRepo, notifications, bus, onCancelled }: Deps) {
  return async function cancelGame(
    game: Pick<GameRow, 'id' | 'hostId' | 'seriesId'>,
    { tellHost, except, notice }: CancellationNotice,
    tx: Database,
  ) {
    const stakeholders = await gamesRepo.cancellationAudience(game, tx);
    const audience = [...new Set(tellHost ? [game.hostId, ...stakeholders] : stakeholders)].filter(
      (userId) => userId !== except,
    );
    await notifications.notifyMany(
      audience.map((userId) => ({ ...notice, userId })),
      tx,
    );
    await onCancelled?.(game.id, tx);
    await gamesRepo.deleteGame(game.id, tx);
    await publishGameChange(bus, game.id, 'cancelled', tx);
  };
}

export type CancelGame = ReturnType<typeof createGameCancellation>;
