import type { FairPlayLevel } from '@rally/shared/fair-play/fair-play.constants';
import { EMPTY_ATTENDANCE_RECORD } from '@rally/shared/games/attendance-record';
import { CALLED_OFF_MESSAGE } from '@rally/shared/games/game-rules.schemas';
import { gameMessages } from '@rally/shared/games/games.messages';
import {
  DISTANCE_WIDENING_STEPS,
  type FindGamesFilters,
  type GameDetail,
  type GameFixture,
  type GameList,
  type GameOrigin,
  type myGamesQuery,
  type NewGame,
  type UpdateWhatToExpectInput,
} from '@rally/shared/games/games.schemas';
import { greatCircleMetres } from '@rally/shared/great-circle';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest, forbidden } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { DevicePosition, PlayerPositions } from '../locations/player-position.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { rulesOf } from './decision/game-rules.ts';
import { fairPlayRefusalOf, withFairPlayRefusal } from './fair-play-requirement.policy.ts';
import { createGameCancellation, createGameRemoval, stakeholdersOf } from './game-cancellation.ts';
import { gameNotFound, publishGameChange } from './game-changes.ts';
import type { GameCreatedNotices } from './game-created.notifications.ts';
import { decodeGameCursor, encodeGameCursor, type GameCursor } from './game-cursor.ts';
import { isGameId } from './game-id.ts';
import { gameStartInstant, wallClockTime } from './game-start.ts';
import {
  canFollowGame,
  gameAbilities,
  isCompleted,
  isFixtureGame,
  relationOf,
  runsGame,
  type ViewerStanding,
} from './games.policy.ts';
import type { GameForViewerRow, GameListRow, GameRow, GamesRepository } from './games.repository.ts';
import { describeGameTime, toGameSummary, toRosterEntry } from './games.views.ts';
import { mayRemoveGuest } from './guests/guests.policy.ts';
import type { SearchPlaceFinder } from './search-place.ts';
import type { TeamsService } from './teams/teams.service.ts';

type Deps = {
  gamesRepo: GamesRepository;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  bus: Pick<RealtimeBus, 'publishToMany'>;
  clock: Clock;
  /** Where the viewer is: distances and "near you" are measured from it. */
  positions: PlayerPositions;
  /** The place a find search names, when its text matches no game. */
  searchPlaces: SearchPlaceFinder;
  /** Runs in a cancellation's transaction before the game is deleted (a league game's request follows it). */
  onCancelled?: (gameId: string, tx: Database) => Promise<void>;
  /** The published teams and the result, for the game's page (issue 27 §3, §4). */
  teamsView?: Pick<TeamsService, 'pageView' | 'viewerResults'>;
  /** Tells the host's friends who play the sport of a new public game (game_created). */
  createdNotices?: Pick<GameCreatedNotices, 'audienceFor' | 'send'>;
  /** Makes a weekly series when Create Game asks to repeat (series/series.service.ts): its first game. */
  /** Check-in and players' attendance records, for the game's page (issue 27 §2). */
  attendance?: GameDetailAttendance;
  /** The viewer's stored fair-play level, for Find's "Games I can join" (issue 28 §4). */
  fairPlay?: { levelOf(userId: string): Promise<FairPlayLevel> };
  /** Everyone with a block between them and the viewer (blocks feature): the roster hides person actions. */
  blocks?: { blockedWith(userId: string): Promise<Set<string>> };
  /** The league fixture a game is (leagues feature, issue 29), and whether the viewer may read its page. */
  fixtures?: GameFixtureReads;
  createSeries?: (
    hostId: string,
    input: NewGame & { repeats: NonNullable<NewGame['repeats']> },
  ) => Promise<{ firstGameId: string }>;
};

/**
 * A league fixture's game as the leagues feature describes it: the fixture, and whether the viewer may
 * read the page (the league's members, or anyone for a public league). Null: the game is no fixture.
 */
export type GameFixtureReads = {
  forGame(gameId: string, viewerId: string): Promise<{ fixture: GameFixture; mayView: boolean } | null>;
};

/** What the game's page reads of attendance: the viewer's check-in and the roster's records. */
export type GameDetailAttendance = {
  viewerCheckIn(
    game: { id: string; startsAt: Date },
    viewerId: string,
    isPlayer: boolean,
  ): Promise<GameDetail['viewer']['checkIn']>;
  recordsOf(userIds: string[]): Promise<Map<string, GameDetail['participants'][number]['record']>>;
};

/** Find's filters; `joinable` may be left out (false) by a caller in code. */
type FindFilters = Omit<FindGamesFilters, 'joinable'> & { joinable?: boolean };

export type MyGamesQuery = z.output<typeof myGamesQuery>;
/** The viewer's device position, when the page sends one. */
export type GameDetailPosition = { lat?: number | undefined; lng?: number | undefined };

/** Where the viewer stands with the game, from its page's row. */
const standingOf = (row: GameForViewerRow, viewerId: string): ViewerStanding => ({
  viewerId,
  isParticipant: row.isParticipant,
  joinRequestStatus: row.joinRequestStatus ?? 'none',
  waitlistPosition: row.waitlistPosition > 0 ? row.waitlistPosition : null,
  invited: row.invited,
  isCohost: row.isCohost,
  guestCount: row.viewerGuestCount,
});

const cursorAfter = (
  row: GameListRow,
  keys: { grouped: boolean; byDistance: boolean },
  reach: Pick<GameCursor, 'miles' | 'near'> = {},
): GameCursor => ({
  group: keys.grouped && row.latitude === null ? 1 : 0,
  distance: keys.byDistance ? (row.distanceMetres ?? 0) : 0,
  startsAt: row.startsAt.toISOString(),
  id: row.id,
  ...reach,
});

type Radius = number | 'any';

/** The radius asked for, then each wider step: 5 → 50, 100, any. */
const wideningFrom = (miles: Radius): Radius[] =>
  miles === 'any'
    ? ['any']
    : [miles, ...DISTANCE_WIDENING_STEPS.filter((step) => step === 'any' || step > miles)];

/** Whether a page holds a game measured from the origin (games without a place list at every radius). */
const holdsLocated = (rows: GameListRow[]) => rows.some((row) => row.distanceMetres !== null);

/**
 * The games core: creating, finding and showing games, the host's what-to-expect and cancelling. Every
 * rule is the policy's; "now" is the injected clock's, so "upcoming" and "completed" are the server's.
 */
export function createGamesService({
  gamesRepo,
  notifications,
  bus,
  clock,
  positions,
  searchPlaces,
  onCancelled,
  teamsView,
  createdNotices,
  createSeries,
  attendance,
  blocks,
  fairPlay,
  fixtures,
}: Deps) {
  /** Where distances are measured from: the device's position, else the profile's place, else nowhere. */
  async function originFor(viewerId: string, device: DevicePosition): Promise<GameOrigin | null> {
    return positions.of(viewerId, device);
  }

  const cancelGame = createGameCancellation({ gamesRepo, notifications, bus, onCancelled });
  // Two leagues' game cancelled from a league: the league's own service moves its request and tells.
  const removeLeagueGame = createGameRemoval({ gamesRepo, bus });

  const publishChange = (
    gameId: string,
    change: 'created' | 'updated' | 'cancelled',
    tx: Parameters<RealtimeBus['publishToMany']>[2],
  ) => publishGameChange(bus, gameId, change, tx);

  async function requireHostOf(
    gameId: string,
    viewerId: string,
    tx: Parameters<GamesRepository['lockGame']>[1],
  ): Promise<GameRow> {
    const game = isGameId(gameId) ? await gamesRepo.lockGame(gameId, tx) : undefined;
    if (!game) throw gameNotFound();
    // A co-host does what the host does here (edit, cancel one game): the policy says who runs a game.
    const isCohost = game.hostId !== viewerId && (await gamesRepo.isCohost(game.id, viewerId, tx));
    if (!runsGame(game, { viewerId, isCohost })) throw forbidden(gameMessages.hostOnly, 'host_only');
    if (isCompleted(game, clock.now())) throw new AppError('game_started', gameMessages.gameStarted);
    // A called-off game is only looked at until its start: neither edited nor cancelled (it is not played).
    if (game.calledOffAt) throw new AppError('game_called_off', CALLED_OFF_MESSAGE);
    return game;
  }

  const service = {
    /**
     * Creates a game hosted (and played in) by the viewer: the start is the date and time in the
     * host's zone and must be after now. The game and the host's place in it are one transaction.
     */
    async create(hostId: string, input: NewGame): Promise<GameDetail> {
      const { repeats } = input;
      if (repeats && createSeries) {
        const audience = await createdNotices?.audienceFor(hostId, input);
        const { firstGameId } = await createSeries(hostId, { ...input, repeats });
        // The host's friends hear of a new weekly game once, as of a one-off game, not once per game.
        if (audience && createdNotices) {
          await gamesRepo.transaction((tx) =>
            createdNotices.send({ ...input, id: firstGameId }, audience, tx),
          );
        }
        return service.detail(hostId, firstGameId);
      }
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
            minPlayers: input.minPlayers,
            decisionHours: input.decisionHours,
            joinDeadlineHours: input.joinDeadlineHours,
            leaveDeadlineHours: input.leaveDeadlineHours,
            guestsPerPlayer: input.guestsPerPlayer,
            minFairPlay: input.minFairPlay,
            newPlayersWelcome: input.newPlayersWelcome,
            waitlistByFairPlay: input.waitlistByFairPlay,
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

    /**
     * A page of upcoming games matching the filters, with distances when a position is known.
     *
     * Reach, in this order:
     * - An exact venue (`location`, from Popular Locations or a venue card) lists that venue's games
     *   whatever the distance: a Toronto venue opened from Austin shows its games, measured from Austin.
     * - A search (`q`) matches game titles and venues within the radius. When it matches no game there
     *   and the text names a place (a city of the gazetteer, else one of Rally's venues), the search
     *   moves there: distances are measured from that place (`near`, and `origin.source` 'search'), the
     *   text no longer filters, and the radius (and its widening) applies around the place. A text that
     *   names no place widens like any other list. So "Toronto" from Austin lists Toronto's games, and a
     *   title that contains a city's name still finds its game when that game is within reach.
     * - When the radius holds no game with a place but a wider one does, the list widens step by step
     *   (to 50, 100 miles, then any distance) and says so (`widenedTo`). A radius of 0 asks for nothing
     *   wider. Later pages keep the radius and place the first page settled on (the cursor carries them).
     */
    async find(viewerId: string, filters: FindFilters): Promise<GameList> {
      const now = clock.now();
      // "Only games I can join" covers every rule a join checks that the list can know of: the gender rule
      // and the fair-play requirement (the viewer's level read once, then compared in every statement).
      const joinable = filters.joinable || filters.eligible === 'only';
      const joinableFor = joinable ? ((await fairPlay?.levelOf(viewerId)) ?? 'new') : undefined;
      const after = filters.cursor ? decodeGameCursor(filters.cursor) : null;
      const position = await originFor(viewerId, filters);
      const search = filters.q || undefined;
      const location = filters.location || undefined;
      const read = (origin: GameOrigin | null, miles: Radius | null, text: string | undefined) =>
        gamesRepo.findUpcoming({
          viewerId,
          now,
          search: text,
          location,
          sport: filters.sport === 'all' ? undefined : filters.sport,
          gender: filters.gender === 'all' ? undefined : filters.gender,
          venueCost: filters.venueCost === 'all' ? undefined : filters.venueCost,
          skillLevel: filters.skillLevel === 'any' ? undefined : filters.skillLevel,
          eligibleOnly: filters.eligible === 'only',
          joinableFor,
          origin: origin
            ? {
                latitude: origin.latitude,
                longitude: origin.longitude,
                miles: miles === 'any' ? null : miles,
              }
            : null,
          sortByDistance: filters.sort === 'distance' && origin !== null,
          after,
          limit: filters.limit + 1,
        });
      // An exact venue has no distance limit; otherwise the radius asked for, or the one a cursor kept.
      const asked: Radius | null = location ? null : (after?.miles ?? filters.distance);
      /** The rows at the asked radius around `origin`, widened when it holds no located game. */
      async function widening(origin: GameOrigin | null, text: string | undefined, atAsked?: GameListRow[]) {
        const first = atAsked ?? (await read(origin, asked, text));
        const canWiden = origin !== null && asked !== null && asked !== 0 && !after && !holdsLocated(first);
        if (!canWiden) return { rows: first, widenedTo: null };
        for (const miles of wideningFrom(asked).slice(1)) {
          const rows = await read(origin, miles, text);
          if (holdsLocated(rows)) return { rows, widenedTo: miles };
        }
        return { rows: first, widenedTo: null };
      }

      let origin: GameOrigin | null = position;
      let near: GameList['near'] = null;
      let result: { rows: GameListRow[]; widenedTo: Radius | null } | null = null;
      if (search && !location && (after ? after.near : true)) {
        // The text first, at the asked radius; a text matching nothing there may name a place.
        const byText = after ? [] : await read(position, asked, search);
        const place = byText.length === 0 ? await searchPlaces.find(search) : null;
        if (place) {
          near = place;
          origin = {
            latitude: place.latitude,
            longitude: place.longitude,
            source: 'search',
            label: place.label,
          };
          result = await widening(origin, undefined);
        } else if (!after) {
          result = await widening(position, search, byText);
        }
      }
      result ??= await widening(origin, search);
      const { rows, widenedTo } = result;
      const byDistance = filters.sort === 'distance' && origin !== null;
      const page = rows.slice(0, filters.limit);
      const last = page.at(-1);
      const kept = widenedTo ?? after?.miles;
      const nextCursor =
        rows.length > filters.limit && last
          ? encodeGameCursor(
              cursorAfter(
                last,
                { grouped: origin !== null, byDistance },
                { ...(kept === undefined ? {} : { miles: kept }), ...(near ? { near: true } : {}) },
              ),
            )
          : null;
      // An empty page needs to know which empty state to show; a full one already proves games exist.
      const anyGames = page.length > 0 || filters.cursor !== undefined || (await gamesRepo.anyUpcoming(now));
      return {
        games: page.map((row) => toGameSummary(row, now)),
        nextCursor,
        anyGames,
        origin,
        near,
        widenedTo:
          widenedTo ?? (after?.miles !== undefined && after.miles !== filters.distance ? after.miles : null),
      };
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
      // The viewer's result in each played game of the page: one statement, only for past games.
      const results =
        query.scope === 'past' && teamsView
          ? await teamsView.viewerResults(
              viewerId,
              page.map((row) => row.id),
            )
          : new Map();
      return {
        games: page.map((row) => ({ ...toGameSummary(row, now), viewerResult: results.get(row.id) ?? null })),
        nextCursor,
      };
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
      // A league fixture's page is its league's: a private league's outsiders are told it does not exist.
      const fixture = row.leagueId && fixtures ? await fixtures.forGame(row.id, viewerId) : null;
      if (fixture && !fixture.mayView && !runsGame(row, standing) && !standing.isParticipant) {
        throw gameNotFound();
      }
      // The page's one statement read the viewer's gender and fair-play level too, for the game's rules.
      const fairPlayRefusal = fairPlayRefusalOf(row, {
        userId: viewerId,
        level: row.viewerFairPlayLevel,
        isCohost: row.isCohost,
      });
      const ownAbilities = withFairPlayRefusal(
        gameAbilities(row, standing, now, row.viewerGender),
        fairPlayRefusal,
      );
      // Who plays a fixture is no secret to the league that sees it: the teams' rosters are on its page.
      const abilities = fixture?.mayView ? { ...ownAbilities, canSeeRoster: true } : ownAbilities;
      const roster = abilities.canSeeRoster ? await gamesRepo.listParticipants(row) : [];
      const runsThisGame = runsGame(row, standing);
      // The roster hides person actions towards anyone with a block between them and the viewer: the
      // viewer's few blocks in one statement, only when there is someone else on the roster.
      const blockedWithViewer =
        blocks && roster.some((player) => player.userId !== viewerId)
          ? await blocks.blockedWith(viewerId)
          : new Set<string>();
      // Every name on the roster's record in one grouped statement, and the viewer's own check-in.
      const [records, checkIn] = await Promise.all([
        attendance?.recordsOf(roster.map((player) => player.userId)),
        attendance?.viewerCheckIn(row, viewerId, row.hostId === viewerId || standing.isParticipant),
      ]);
      return {
        ...toGameSummary({ ...row, relation: relationOf(row, standing), distanceMetres }, now),
        description: row.description,
        gameFormat: row.gameFormat,
        whatToBring: row.whatToBring,
        createdAt: row.createdAt.toISOString(),
        participants: roster.map((player) => ({
          ...toRosterEntry(player, row.hostId, (playerId) => mayRemoveGuest(row, standing, playerId, now)),
          record: records?.get(player.userId) ?? EMPTY_ATTENDANCE_RECORD,
          canInteract: player.userId !== viewerId && !blockedWithViewer.has(player.userId),
        })),
        pendingRequestCount: runsThisGame ? row.pendingRequestCount : 0,
        waitlistCount: row.waitlistCount,
        viewer: {
          joinRequestStatus: standing.joinRequestStatus,
          waitlistPosition: standing.waitlistPosition,
          invited: standing.invited,
          rating: row.rating,
          isCohost: row.isCohost,
          checkIn: checkIn ?? null,
          fairPlayRefusal,
        },
        abilities,
        rules: rulesOf(row),
        minFairPlay: row.minFairPlay,
        newPlayersWelcome: row.newPlayersWelcome,
        waitlistByFairPlay: row.waitlistByFairPlay,
        // Two statements whatever the roster's size, and only once teams are published.
        ...(abilities.canSeeRoster && teamsView
          ? await teamsView.pageView(row)
          : { teams: null, result: null }),
        fixture: fixture?.fixture ?? null,
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
        // A fixture is cancelled with its season, by its organisers: not by its host.
        if (isFixtureGame(game)) throw forbidden(gameMessages.fixtureFromSeason);
        const when = describeGameTime(game.date, game.time);
        const by = viewerId === game.hostId ? 'the host' : 'a co-host';
        // A co-host's cancel tells the host too; whoever cancels is not told of it.
        await cancelGame(
          game,
          {
            tellHost: true,
            except: viewerId,
            notice: {
              type: 'game_cancelled',
              title: 'Game cancelled',
              message: `"${game.title}" on ${when} has been cancelled by ${by}.`,
              relatedId: game.id,
              relatedUserId: viewerId,
            },
          },
          tx,
        );
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
     * Removes a league game inside the caller's transaction, as every cancellation does, and answers who
     * has a stake in it besides the host (players, requesters, the waitlist, the invited) for the caller
     * to tell, or null when the game is already gone.
     */
    async cancelLeagueGame(
      gameId: string,
      tx: Parameters<GamesRepository['lockGame']>[1],
    ): Promise<{ title: string; date: string; time: string; audience: string[] } | null> {
      const game = await gamesRepo.lockGame(gameId, tx);
      if (!game) return null;
      const audience = await stakeholdersOf(gamesRepo, game, { tellHost: false }, tx);
      await removeLeagueGame(game.id, tx);
      return { title: game.title, date: game.date, time: game.time, audience };
    },

    /** Whether the viewer may follow the game's live topic: the game exists and the policy lets them. */
    async mayFollow(viewerId: string, gameId: string): Promise<boolean> {
      const row = isGameId(gameId) ? await gamesRepo.findForViewer(gameId, viewerId) : undefined;
      if (row === undefined) return false;
      if (canFollowGame(row, standingOf(row, viewerId))) return true;
      // A fixture's page is its league's readers': they follow its changes as they read it.
      const fixture = row.leagueId && fixtures ? await fixtures.forGame(row.id, viewerId) : null;
      return fixture?.mayView === true;
    },
  };
  return service;
}

export type GamesService = ReturnType<typeof createGamesService>;
