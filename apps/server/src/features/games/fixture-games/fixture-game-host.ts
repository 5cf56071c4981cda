import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { RealtimeBus } from '../../../plugins/realtime/realtime-bus.ts';
import { createGameRemoval, stakeholdersOf } from '../game-cancellation.ts';
import { publishGameChange } from '../game-changes.ts';
import { isCompleted } from '../games.policy.ts';
import type { GamesRepository } from '../games.repository.ts';
import { createFixtureGamesRepository } from './fixture-games.repository.ts';

/** Who plays a fixture's game: its host, co-hosts and every player (host and co-hosts among them). */
type Players = { hostId: string; cohostIds: readonly string[]; playerIds: readonly string[] };

type Slot = {
  date: string;
  time: string;
  timeZone: string;
  startsAt: Date;
  location: string;
  latitude: number | null;
  longitude: number | null;
};

/** A game holds 2 to 100 players: a fixture's game is sized to exactly its players within that. */
const sized = (players: number) => Math.min(100, Math.max(2, players));

/**
 * What the games feature does for a league season's fixtures (issue 29 §2), inside the caller's
 * transaction: a private game with exactly its teams' players (nobody joins, asks or waits), kept in
 * step with the rosters, moved as an edit players are told of moves a game, cancelled as a host's
 * cancel does. The leagues feature decides when; this decides how a game is written.
 */
export function createFixtureGameHost({
  gamesRepo,
  bus,
  clock,
  onCancelled,
}: {
  gamesRepo: Pick<GamesRepository, 'cancellationAudience' | 'deleteGame'>;
  bus: Pick<RealtimeBus, 'publishToMany'>;
  clock: Clock;
  /** As every cancellation: runs before a game is removed. */
  onCancelled?: ((gameId: string, tx: Database) => Promise<void>) | undefined;
}) {
  const repo = createFixtureGamesRepository();
  const removeGame = createGameRemoval({ gamesRepo, bus, onCancelled });

  /** The players as stored: the host first, then everyone once. */
  const everyone = (players: Players) => [...new Set([players.hostId, ...players.playerIds])];

  return {
    async createFixtureGame(
      values: Slot & Players & { leagueId: string; title: string; sport: string; description: string },
      tx: Database,
    ): Promise<{ id: string }> {
      const now = clock.now();
      const playerIds = everyone(values);
      const row = await repo.insertGame(
        {
          leagueId: values.leagueId,
          title: values.title,
          sport: values.sport,
          description: values.description,
          date: values.date,
          time: values.time,
          timeZone: values.timeZone,
          startsAt: values.startsAt,
          location: values.location,
          latitude: values.latitude,
          longitude: values.longitude,
          hostId: values.hostId,
          maxPlayers: sized(playerIds.length),
          playersJoined: playerIds.length,
          skillLevel: 'any',
          gender: 'co-ed',
          venueCost: 'free',
          costAmount: null,
          isPrivate: true,
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
      await repo.setParticipants(row.id, playerIds, now, tx);
      await repo.setCohosts(
        row.id,
        values.cohostIds.filter((id) => id !== values.hostId),
        now,
        tx,
      );
      // Its players' lists (My Games, the dashboard) refetch; Find never shows it.
      await publishGameChange(bus, row.id, 'created', tx);
      return { id: row.id };
    },

    async setFixtureGamePlayers(gameId: string, players: Players, tx: Database): Promise<boolean> {
      const game = await repo.lockGame(gameId, tx);
      const now = clock.now();
      if (!game || isCompleted(game, now)) return false;
      const playerIds = everyone(players);
      await repo.setParticipants(gameId, playerIds, now, tx);
      await repo.setCohosts(
        gameId,
        players.cohostIds.filter((id) => id !== players.hostId),
        now,
        tx,
      );
      await repo.updateGame(
        gameId,
        {
          hostId: players.hostId,
          maxPlayers: sized(playerIds.length),
          playersJoined: playerIds.length,
          updatedAt: now,
        },
        tx,
      );
      await publishGameChange(bus, gameId, 'roster', tx);
      return true;
    },

    async moveFixtureGame(
      gameId: string,
      slot: Slot,
      now: Date,
      tx: Database,
    ): Promise<{ sequence: number } | null> {
      const game = await repo.lockGame(gameId, tx);
      if (!game) return null;
      // A new SEQUENCE makes calendar apps replace the event they hold; reminders are planned from the
      // start, so the new start is reminded afresh (reminders.repository: a moved start has no row yet).
      const row = await repo.updateGame(gameId, { ...slot, sequence: game.sequence + 1, updatedAt: now }, tx);
      await publishGameChange(bus, gameId, 'updated', tx);
      return { sequence: row.sequence };
    },

    async cancelFixtureGame(gameId: string, tx: Database): Promise<{ audience: string[] } | null> {
      const game = await repo.lockGame(gameId, tx);
      if (!game) return null;
      // Its host plays in it and did not cancel it: the season's organisers did.
      const audience = await stakeholdersOf(gamesRepo, game, { tellHost: true }, tx);
      await removeGame(game.id, tx);
      return { audience };
    },
  };
}

export type FixtureGameHostImpl = ReturnType<typeof createFixtureGameHost>;
