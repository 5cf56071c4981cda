import type { Database } from '../../db/client.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { NotifyInput } from '../notifications/notifications.service.ts';
import { publishGameChange } from './game-changes.ts';
import type { GameRow, GamesRepository } from './games.repository.ts';

// How a game stops being played, whatever stops it: a host's or co-host's cancel, a moderator's
// removal, a host's suspension, a series that ends, a season deleted, two leagues' game cancelled, or
// the go/no-go calling it off. Two steps, so each path takes the ones it needs: who is told (everyone
// with a stake, the same people on every path), and the game's removal (what hangs off it deleted with
// it, Find and its page told). A called-off game is told and kept; a series or a season tells each
// person once for all its games, then removes each.

type CancelledGame = Pick<GameRow, 'id' | 'hostId' | 'seriesId'>;

/** Whom the notice leaves out or adds: the host when someone else stopped the game, never the one who did. */
export type StakeholderChoice = {
  /** The host hears of it too when someone else (a moderator, a co-host, the decision) stopped the game. */
  tellHost: boolean;
  /** Whoever stopped it is not told of it. */
  except?: string;
};

/** Who is told of a cancellation, and what each is told (their user id is filled in). */
export type CancellationNotice = StakeholderChoice & { notice: Omit<NotifyInput, 'userId'> };

/**
 * Everyone with a stake in the game, each once: its players, pending requesters, waitlist, invited
 * friends and, for a game of a series, its regulars; the host as chosen, without whoever stopped it.
 */
export async function stakeholdersOf(
  gamesRepo: Pick<GamesRepository, 'cancellationAudience'>,
  game: CancelledGame,
  { tellHost, except }: StakeholderChoice,
  tx: Database,
): Promise<string[]> {
  const stakeholders = await gamesRepo.cancellationAudience(game, tx);
  return [...new Set(tellHost ? [game.hostId, ...stakeholders] : stakeholders)].filter(
    (userId) => userId !== except,
  );
}

/**
 * Tells everyone with a stake in a game (see `stakeholdersOf`) one notice, in the caller's transaction:
 * the first step of a cancellation, and all of a call-off (whose game is kept).
 */
export function createStakeholderNotices({
  gamesRepo,
  notifications,
}: {
  gamesRepo: Pick<GamesRepository, 'cancellationAudience'>;
  notifications: { notifyMany(inputs: NotifyInput[], tx?: Database): Promise<unknown> };
}) {
  return async function tellStakeholders(
    game: CancelledGame,
    { notice, ...choice }: CancellationNotice,
    tx: Database,
  ): Promise<void> {
    const audience = await stakeholdersOf(gamesRepo, game, choice, tx);
    await notifications.notifyMany(
      audience.map((userId) => ({ ...notice, userId })),
      tx,
    );
  };
}

/**
 * Removes a game the caller has locked, in the caller's transaction: `onCancelled` first (a league
 * game's request follows it), then the game with everything hanging off it (players, requests,
 * invitations, the waitlist, chat), and Find and its page told it is cancelled (on commit).
 */
export function createGameRemoval({
  gamesRepo,
  bus,
  onCancelled,
}: {
  gamesRepo: Pick<GamesRepository, 'deleteGame'>;
  bus: Pick<RealtimeBus, 'publishToMany'>;
  onCancelled?: ((gameId: string, tx: Database) => Promise<void>) | undefined;
}) {
  return async function removeGame(gameId: string, tx: Database): Promise<void> {
    await onCancelled?.(gameId, tx);
    await gamesRepo.deleteGame(gameId, tx);
    await publishGameChange(bus, gameId, 'cancelled', tx);
  };
}

type Deps = {
  gamesRepo: Pick<GamesRepository, 'cancellationAudience' | 'deleteGame'>;
  notifications: { notifyMany(inputs: NotifyInput[], tx?: Database): Promise<unknown> };
  bus: Pick<RealtimeBus, 'publishToMany'>;
  /** Runs before the game is deleted (a league game's request follows it). */
  onCancelled?: ((gameId: string, tx: Database) => Promise<void>) | undefined;
};

/**
 * Cancels one game the caller has locked, in the caller's transaction, the same way whoever cancels it
 * (its host, a co-host, a moderator, a host's suspension): everyone with a stake in it told, then the
 * game removed.
 */
export function createGameCancellation({ gamesRepo, notifications, bus, onCancelled }: Deps) {
  const tellStakeholders = createStakeholderNotices({ gamesRepo, notifications });
  const removeGame = createGameRemoval({ gamesRepo, bus, onCancelled });
  return async function cancelGame(game: CancelledGame, notice: CancellationNotice, tx: Database) {
    await tellStakeholders(game, notice, tx);
    await removeGame(game.id, tx);
  };
}

export type CancelGame = ReturnType<typeof createGameCancellation>;
