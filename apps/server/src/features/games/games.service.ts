import { gameMessages } from '@rally/shared/games/games.messages';
import {
  type FindGamesFilters,
  GAMES_TOPIC,
  type GameDetail,
  type GameList,
  gameTopic,
  type myGamesQuery,
  type NewGame,
  type UpdateWhatToExpectInput,
} from '@rally/shared/games/games.schemas';
import type { Gender } from '@rally/shared/profiles/profiles.schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest, forbidden } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { GameCreatedNotices } from './game-created.notifications.ts';
import { decodeGameCursor, encodeGameCursor, type GameCursor } from './game-cursor.ts';
import { isGameId } from './game-id.ts';
import { gameStartInstant, wallClockTime } from './game-start.ts';
import { describeGameTime, toGameSummary, toRosterEntry } from './game-views.ts';
import {
  canFollowGame,
  gameAbilities,
  isCompleted,
  relationOf,
  type ViewerStanding,
} from './games.policy.ts';
import type { GameForViewerRow, GameListRow, GameRow, GamesRepository } from './games.repository.ts';
import { greatCircleMetres } from './great-circle.ts';
import type { PlaceLocator } from './place-locator.ts';

type Deps = {
  gamesRepo: GamesRepository;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  bus: Pick<RealtimeBus, 'publish'>;
  clock: Clock;
  places: PlaceLocator;
  /** Each user's gender, for a gendered game's rule in the viewer's abilities (profiles feature). */
  genders: { gendersOf(userIds: readonly string[]): Promise<Map<string, Gender | null>> };
  /** Runs in a cancellation's transaction before the game is deleted (a league game's request follows it). */
  onCancelled?: (gameId: string, tx: Database) => Promise<void>;
  /** Tells the host's friends who play the sport of a new public game (game_created). */
  createdNotices?: Pick<GameCreatedNotices, 'audienceFor' | 'send'>;
};

export type MyGamesQuery = z.output<typeof myGamesQuery>;
/** The viewer's device position, when the page sends one. */
export type GameDetailPosition = { lat?: number | undefined; lng?: number | undefined };

/** The one error for a game that is not there (or an id that could never be one). */
export const gameNotFound = () => new AppError('game_not_found', gameMessages.notFound);

/** Where the viewer stands with the game, from its page's row. */
const standingOf = (row: GameForViewerRow, viewerId: string): ViewerStanding => ({
  viewerId,
  isParticipant: row.isParticipant,
  joinRequestStatus: row.joinRequestStatus ?? 'none',
  waitlistPosition: row.waitlistPosition > 0 ? row.waitlistPosition : null,
  invited: row.invited,
});

const cursorAfter = (row: GameListRow, keys: { grouped: boolean; byDistance: boolean }): GameCursor => ({
  group: keys.grouped && row.latitude === null ? 1 : 0,
  distance: keys.byDistance ? (row.distanceMetres ?? 0) : 0,
  startsAt: row.startsAt.toISOString(),
  id: row.id,
});

/**
 * The games core: creating, finding and showing games, the host's what-to-expect and cancelling. Every
 * rule is the policy's; "now" is the injected clock's, so "upcoming" and "completed" are the server's.
 */
export function createGamesService({
  gamesRepo,
  notifications,
  bus,
  clock,
  places,
  genders,
  onCancelled,
  createdNotices,
}: Deps) {
  /** Where distances are measured from: the device's position, else the profile's place, else nowhere. */
  async function originFor(
    viewerId: string,
    device: { lat?: number | undefined; lng?: number | undefined },
  ): Promise<GameList['origin']> {
    if (device.lat !== undefined && device.lng !== undefined) {
      return { latitude: device.lat, longitude: device.lng, source: 'device' };
    }
    const text = await gamesRepo.profileLocation(viewerId);
    const found = text?.trim() ? await places.locate(text.trim()) : null;
    return found ? { ...found, source: 'profile' } : null;
  }

  async function publishChange(
    gameId: string,
    change: 'created' | 'updated' | 'cancelled',
    tx: Parameters<RealtimeBus['publish']>[2],
  ) {
    const event = { type: 'game.changed', gameId, change } as const;
    if (change !== 'updated') await bus.publish(GAMES_TOPIC, event, tx);
    if (change !== 'created') await bus.publish(gameTopic(gameId), event, tx);
  }

  async function requireHostOf(
    gameId: string,
    viewerId: string,
    tx: Parameters<GamesRepository['lockGame']>[1],
  ): Promise<GameRow> {
    const game = isGameId(gameId) ? await gamesRepo.lockGame(gameId, tx) : undefined;
    if (!game) throw gameNotFound();
    if (game.hostId !== viewerId) throw forbidden(gameMessages.hostOnly, 'host_only');
    if (isCompleted(game, clock.now())) throw new AppError('game_started', gameMessages.gameStarted);
    return game;
  }

  const service = {
    /**
     * Creates a game hosted (and played in) by the viewer: the start is the date and time in the
     * host's zone and must be after now. The game and the host's place in it are one transaction.
     */
    async create(hostId: string, input: NewGame): Promise<GameDetail> {
      const now = clock.now();
      const time = wallClockTime(input.time);
      const startsAt = gameStartInstant(input.date, time, input.timeZone);
      if (startsAt.getTime() <= now.getTime()) {
        throw badRequest('validation_failed', gameMessages.pastStart, {
          date: [gameMessages.pastStart],
          time: [gameMessages.pastStart],
        });
      }
      const audience = await createdNotices?.audienceFor(hostId, input);
      const game = await gamesRepo.transaction(async (tx) => {
        const row = await gamesRepo.insertGame(
          {
            title: input.title,
            sport: input.sport,
            date: input.date,
            time,
            timeZone: input.timeZone,
            startsAt,
            location: input.location,
            latitude: input.latitude,
            longitude: input.longitude,
            maxPlayers: input.maxPlayers,
            playersJoined: 1,
            hostId,
            skillLevel: input.skillLevel,
            gender: input.gender,
            venueCost: input.venueCost,
            costAmount: input.costAmount,
            description: input.description,
            isPrivate: input.isPrivate,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        await gamesRepo.insertParticipant(row.id, hostId, now, tx);
        await publishChange(row.id, 'created', tx);
        if (audience) await createdNotices?.send(row, audience, tx);
        return row;
      });
      return service.detail(hostId, game.id);
    },

    /** A page of upcoming games matching the filters, with distances when a position is known. */
    async find(viewerId: string, filters: FindGamesFilters): Promise<GameList> {
      const now = clock.now();
      const origin = await originFor(viewerId, filters);
      const byDistance = filters.sort === 'distance' && origin !== null;
      const rows = await gamesRepo.findUpcoming({
        viewerId,
        now,
        search: filters.q || undefined,
        location: filters.location || undefined,
        sport: filters.sport === 'all' ? undefined : filters.sport,
        gender: filters.gender === 'all' ? undefined : filters.gender,
        venueCost: filters.venueCost === 'all' ? undefined : filters.venueCost,
        skillLevel: filters.skillLevel === 'any' ? undefined : filters.skillLevel,
        origin: origin
          ? { latitude: origin.latitude, longitude: origin.longitude, miles: filters.distance }
          : null,
        sortByDistance: byDistance,
        after: filters.cursor ? decodeGameCursor(filters.cursor) : null,
        limit: filters.limit + 1,
      });
      const page = rows.slice(0, filters.limit);
      const last = page.at(-1);
      const nextCursor =
        rows.length > filters.limit && last
          ? encodeGameCursor(cursorAfter(last, { grouped: origin !== null, byDistance }))
          : null;
      // An empty page needs to know which empty state to show; a full one already proves games exist.
      const anyGames = page.length > 0 || filters.cursor !== undefined || (await gamesRepo.anyUpcoming(now));
      return { games: page.map((row) => toGameSummary(row, now)), nextCursor, anyGames, origin };
    },

    /** The viewer's hosted and joined games: upcoming soonest first, or past latest first. */
    async mine(viewerId: string, query: MyGamesQuery) {
      const now = clock.now();
      const rows = await gamesRepo.findMine({
        userId: viewerId,
        now,
        scope: query.scope,
        after: query.cursor ? decodeGameCursor(query.cursor) : null,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const nextCursor =
        rows.length > query.limit && last
          ? encodeGameCursor(cursorAfter(last, { grouped: false, byDistance: false }))
          : null;
      return { games: page.map((row) => toGameSummary(row, now)), nextCursor };
    },

    /**
     * Everything the game's page draws for this viewer, with what they may do. The distance is measured
     * from `position` (the device's), else from the profile's place, when the game has coordinates.
     */
    async detail(viewerId: string, gameId: string, position: GameDetailPosition = {}): Promise<GameDetail> {
      const now = clock.now();
      const row = isGameId(gameId) ? await gamesRepo.findForViewer(gameId, viewerId) : undefined;
      if (!row) throw gameNotFound();
      const origin =
        row.latitude !== null && row.longitude !== null ? await originFor(viewerId, position) : null;
      const distanceMetres =
        origin && row.latitude !== null && row.longitude !== null
          ? greatCircleMetres(origin, { latitude: row.latitude, longitude: row.longitude })
          : null;
      const standing = standingOf(row, viewerId);
      const viewerGender = (await genders.gendersOf([viewerId])).get(viewerId) ?? null;
      const abilities = gameAbilities(row, standing, now, viewerGender);
      const roster = abilities.canSeeRoster ? await gamesRepo.listParticipants(row) : [];
      const isHost = row.hostId === viewerId;
      return {
        ...toGameSummary({ ...row, relation: relationOf(row, standing), distanceMetres }, now),
        description: row.description,
        gameFormat: row.gameFormat,
        whatToBring: row.whatToBring,
        createdAt: row.createdAt.toISOString(),
        participants: roster.map((player) => toRosterEntry(player, row.hostId)),
        pendingRequestCount: isHost ? row.pendingRequestCount : 0,
        waitlistCount: row.waitlistCount,
        viewer: {
          joinRequestStatus: standing.joinRequestStatus,
          waitlistPosition: standing.waitlistPosition,
          invited: standing.invited,
          rating: row.rating,
        },
        abilities,
      };
    },

    /** The host edits Game Format and What to Bring (checked for profanity by the input schema). */
    async updateWhatToExpect(
      viewerId: string,
      gameId: string,
      input: UpdateWhatToExpectInput,
    ): Promise<GameDetail> {
      await gamesRepo.transaction(async (tx) => {
        await requireHostOf(gameId, viewerId, tx);
        await gamesRepo.updateWhatToExpect(
          gameId,
          { gameFormat: input.gameFormat ?? null, whatToBring: input.whatToBring ?? null },
          clock.now(),
          tx,
        );
        await publishChange(gameId, 'updated', tx);
      });
      return service.detail(viewerId, gameId);
    },

    /**
     * The host cancels: everyone the game concerns (players, pending requesters, the waitlist, invited
     * friends) is told, then the game and everything hanging off it is deleted, all in one transaction.
     */
    async cancel(viewerId: string, gameId: string): Promise<{ message: string }> {
      await gamesRepo.transaction(async (tx) => {
        const game = await requireHostOf(gameId, viewerId, tx);
        const audience = await gamesRepo.cancellationAudience(game, tx);
        const when = describeGameTime(game.date, game.time);
        await notifications.notifyMany(
          audience.map((userId) => ({
            userId,
            type: 'game_cancelled',
            title: 'Game cancelled',
            message: `"${game.title}" on ${when} has been cancelled by the host.`,
            relatedId: game.id,
            relatedUserId: game.hostId,
          })),
          tx,
        );
        await onCancelled?.(game.id, tx);
        await gamesRepo.deleteGame(game.id, tx);
        await publishChange(game.id, 'cancelled', tx);
      });
      return { message: gameMessages.cancelled };
    },

    /**
     * Creates the game two leagues agreed on, inside the caller's transaction (the approval of a league
     * game request): public, any skill, co-ed and free, with its host's place in it and the event that
     * tells Find Games. The caller has checked the start.
     */
    async createLeagueGame(
      values: Pick<
        Parameters<GamesRepository['insertGame']>[0],
        | 'title'
        | 'sport'
        | 'date'
        | 'time'
        | 'timeZone'
        | 'startsAt'
        | 'location'
        | 'latitude'
        | 'longitude'
        | 'maxPlayers'
        | 'hostId'
        | 'description'
      >,
      tx: Parameters<GamesRepository['insertGame']>[1],
    ): Promise<{ id: string }> {
      const now = clock.now();
      const row = await gamesRepo.insertGame(
        {
          ...values,
          playersJoined: 1,
          skillLevel: 'any',
          gender: 'co-ed',
          venueCost: 'free',
          costAmount: null,
          isPrivate: false,
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
      await gamesRepo.insertParticipant(row.id, values.hostId, now, tx);
      await publishChange(row.id, 'created', tx);
      return { id: row.id };
    },

    /**
     * Deletes a league game inside the caller's transaction, as the host's cancel does, and answers who
     * it concerned besides the host (players, requesters, the waitlist, the invited) for the caller to
     * tell, or null when the game is already gone.
     */
    async cancelLeagueGame(
      gameId: string,
      tx: Parameters<GamesRepository['lockGame']>[1],
    ): Promise<{ title: string; date: string; time: string; audience: string[] } | null> {
      const game = await gamesRepo.lockGame(gameId, tx);
      if (!game) return null;
      const audience = await gamesRepo.cancellationAudience(game, tx);
      await gamesRepo.deleteGame(game.id, tx);
      await publishChange(game.id, 'cancelled', tx);
      return { title: game.title, date: game.date, time: game.time, audience };
    },

    /** Whether the viewer may follow the game's live topic: the game exists and the policy lets them. */
    async mayFollow(viewerId: string, gameId: string): Promise<boolean> {
      const row = isGameId(gameId) ? await gamesRepo.findForViewer(gameId, viewerId) : undefined;
      return row !== undefined && canFollowGame(row, standingOf(row, viewerId));
    },
  };
  return service;
}

export type GamesService = ReturnType<typeof createGamesService>;
