import type { FairPlayLevel } from '@rally/shared/fair-play/fair-play.constants';
import type { GameRelation, JoinRequestStatus } from '@rally/shared/games/games.schemas';
import { METRES_PER_MILE } from '@rally/shared/great-circle';
import type { Gender } from '@rally/shared/profiles/profiles.schemas';
import { and, asc, desc, eq, getTableColumns, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  gameCohosts,
  gameGuests,
  gameInvitations,
  gameJoinRequests,
  gameParticipants,
  gameRatings,
  gameSeries,
  gameSeriesRegulars,
  games,
  gameWaitlist,
} from '../../db/schema/games.ts';
import { transactionRunner } from '../../db/transaction.ts';
import { fairPlayColumns, fairPlayLevelOf, storedLevel } from '../fair-play/fair-play.read-model.ts';
import { profileColumns, profileColumnsAs } from '../profiles/profiles.read-model.ts';
import type { GameCursor } from './game-cursor.ts';

export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;

/** A game with its host's card, as every list and the detail read it. */
export type GameWithHostRow = GameRow & {
  hostName: string | null;
  hostUsername: string | null;
  hostAvatarUrl: string | null;
  /** The host's stored fair-play level ('new' without a record). */
  hostFairPlayLevel: FairPlayLevel;
  /** The series' interval in weeks (its badge), when the game is one of a series. */
  seriesIntervalWeeks?: number | null;
};

/**
 * A game in a list: its host, the viewer's relation, metres from the origin when both are known, and
 * the gender on the viewer's profile (what the game's gender rule is checked against).
 */
export type GameListRow = GameWithHostRow & {
  relation: GameRelation;
  distanceMetres: number | null;
  viewerGender: Gender | null;
};

/** The game's page, read in one statement: the game, its host, the viewer's rows and the counts. */
export type GameForViewerRow = GameWithHostRow & {
  viewerGender: Gender | null;
  isParticipant: boolean;
  joinRequestStatus: JoinRequestStatus | null;
  waitlistPosition: number;
  invited: boolean;
  rating: number | null;
  pendingRequestCount: number;
  waitlistCount: number;
  isCohost: boolean;
  viewerGuestCount: number;
  /** The viewer's stored fair-play level, for the game's requirement. */
  viewerFairPlayLevel: FairPlayLevel;
};

export type ParticipantRow = {
  userId: string;
  joinedAt: Date;
  name: string | null;
  username: string | null;
  avatarUrl: string | null;
  isCohost: boolean;
  guests: ParticipantGuest[];
  fairPlayLevel: FairPlayLevel;
};

/** A guest under the player who brought them. */
export type ParticipantGuest = { id: string; name: string };

/** The find list's conditions, already normalised by the service. */
export type FindGamesParams = {
  viewerId: string;
  now: Date;
  search?: string | undefined;
  location?: string | undefined;
  sport?: string | undefined;
  gender?: string | undefined;
  venueCost?: string | undefined;
  /** A game of skill `any` matches every level. */
  skillLevel?: string | undefined;
  /** Only games whose gender rule lets the viewer join (`genderEligibility` is `allowed`). */
  eligibleOnly?: boolean | undefined;
  /** Only games whose fair-play requirement a player of this level meets (or which the viewer runs). */
  joinableFor?: FairPlayLevel | undefined;
  /**
   * Measure from here; `miles` limits the located games, null for no limit (games without coordinates
   * always list).
   */
  origin: { latitude: number; longitude: number; miles: number | null } | null;
  sortByDistance: boolean;
  after: GameCursor | null;
  limit: number;
};

export const hostProfile = profileColumnsAs('host_profile');

export const withHost = {
  ...getTableColumns(games),
  hostName: hostProfile.name,
  hostUsername: hostProfile.username,
  hostAvatarUrl: hostProfile.avatarUrl,
  // One primary-key look-up per game: the host's stored fair-play level (issue 28 §4).
  hostFairPlayLevel: fairPlayLevelOf(games.hostId),
  // One primary-key look-up, only for a game of a series: what its "Weekly" badge says.
  seriesIntervalWeeks: sql<
    number | null
  >`(select ${gameSeries.intervalWeeks} from ${gameSeries} where ${gameSeries.id} = ${games.seriesId})`,
};

/** The viewer's relation to each game, strongest first (the policy's `relationOf`, in SQL for lists). */
export const relationTo = (viewerId: string) => sql<GameRelation>`case
  when ${games.hostId} = ${viewerId} then 'host'
  when exists (select 1 from ${gameParticipants} where ${gameParticipants.gameId} = ${games.id} and ${gameParticipants.userId} = ${viewerId}) then 'participant'
  when exists (select 1 from ${gameWaitlist} where ${gameWaitlist.gameId} = ${games.id} and ${gameWaitlist.userId} = ${viewerId}) then 'waitlisted'
  when exists (select 1 from ${gameJoinRequests} where ${gameJoinRequests.gameId} = ${games.id} and ${gameJoinRequests.userId} = ${viewerId} and ${gameJoinRequests.status} = 'pending') then 'requested'
  when exists (select 1 from ${gameInvitations} where ${gameInvitations.gameId} = ${games.id} and ${gameInvitations.userId} = ${viewerId}) then 'invited'
  else 'none' end`;

/** The gender on the viewer's profile: one read per statement, however many rows ask for it. */
export const viewerGenderOf = (viewerId: unknown) =>
  sql<Gender | null>`(select ${profileColumns.gender} from ${profileColumns.source} where ${profileColumns.userId} = ${viewerId})`;

/**
 * The game's gender rule lets a player of `gender` join: `genderEligibility` (shared) is `allowed`. The
 * SQL mirror of that function, for the lists that filter by it; the two are tested against each other.
 */
export const genderAllows = (gender: SQL) => sql`(${games.gender} = 'co-ed' or ${gender} = 'other'
  or (${games.gender} = 'men' and ${gender} = 'man') or (${games.gender} = 'women' and ${gender} = 'woman'))`;

export const pointOf = (latitude: number, longitude: number) =>
  sql`ll_to_earth(${latitude}::float8, ${longitude}::float8)`;
export const gamePoint = sql`ll_to_earth(${games.latitude}, ${games.longitude})`;
/** The game's place and start as one 4-D cube, what `games_place_and_start_idx` holds (migration 0007). */
export const placeAndStart = sql`game_place_and_start(${games.latitude}, ${games.longitude}, ${games.startsAt})`;
/** Seconds since 1970 UTC: the start's coordinate in `placeAndStart`. */
export const epochOf = (moment: Date | string) => sql`${new Date(moment).getTime() / 1000}::float8`;
/** The time coordinate's end of every search box (year 3000): no game starts later. */
export const FAR_FUTURE_EPOCH = sql`32503680000::float8`;

/** How many of the next games by start a search looks through before it turns to the text index. */
const SEARCH_FIRST_BY_START = 2_000;

/** `%term%` for LIKE, with the term's own wildcards taken literally. */
const containing = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** The find list's filters besides distance: upcoming, search, venue, sport, gender, cost, skill. */
function filterConditions(params: FindGamesParams): SQL[] {
  // A called-off game stays visible to its players only (their games, its page), never on Find.
  // A league season's fixture is its teams' game (issue 29): never on Find either.
  const conditions: SQL[] = [
    gt(games.startsAt, params.now),
    sql`${games.calledOffAt} is null`,
    sql`${games.leagueId} is null`,
  ];
  if (params.search) {
    const pattern = containing(params.search);
    // The first test is the trigram index's expression; the second keeps a match inside one field.
    conditions.push(sql`lower(${games.title} || ' ' || ${games.location}) like ${pattern}`);
    conditions.push(sql`(lower(${games.title}) like ${pattern} or lower(${games.location}) like ${pattern})`);
  }
  if (params.location) conditions.push(sql`lower(${games.location}) = ${params.location.toLowerCase()}`);
  if (params.sport) conditions.push(eq(games.sport, params.sport.toLowerCase()));
  if (params.gender) conditions.push(sql`${games.gender} = ${params.gender}`);
  if (params.venueCost) conditions.push(sql`${games.venueCost} = ${params.venueCost}`);
  if (params.skillLevel) conditions.push(sql`${games.skillLevel} in ('any', ${params.skillLevel})`);
  if (params.eligibleOnly) conditions.push(genderAllows(viewerGenderOf(params.viewerId)));
  if (params.joinableFor) conditions.push(fairPlayAllows(params.joinableFor, params.viewerId));
  return conditions;
}

/**
 * The game's fair-play requirement lets a player of `level` in (`meetsRequirement`, shared), or the
 * viewer hosts or co-hosts it: the SQL mirror for Find's "Games I can join".
 */
const fairPlayAllows = (level: FairPlayLevel, viewerId: string) => {
  const meets =
    level === 'new'
      ? sql`${games.newPlayersWelcome}`
      : level === 'great'
        ? sql`true`
        : level === 'good'
          ? sql`${games.minFairPlay} = 'good'`
          : sql`false`;
  return sql`(${games.minFairPlay} is null or ${meets} or ${games.hostId} = ${viewerId}
    or exists (select 1 from ${gameCohosts} where ${gameCohosts.gameId} = ${games.id} and ${gameCohosts.userId} = ${viewerId}))`;
};

/** Rows whose sort keys come after the cursor's, compared as one row (keyset paging). */
const rowAfter = (keys: SQL[], values: SQL[]) =>
  sql`(${sql.join(keys, sql`, `)}) > (${sql.join(values, sql`, `)})`;

export function createGamesRepository(db: Database) {
  // The game page's three statements are built once and prepared by name: building a statement this
  // size through the query builder on every request was a fifth of the page's CPU time, and
  // PostgreSQL parses each once per connection instead of once per request.
  const viewerId = sql.placeholder('viewerId');
  const mine = sql`(select ${gameWaitlist.createdAt}, ${gameWaitlist.id} from ${gameWaitlist} where ${gameWaitlist.gameId} = ${games.id} and ${gameWaitlist.userId} = ${viewerId})`;
  const gameForViewer = db
    .select({
      ...withHost,
      viewerGender: viewerGenderOf(viewerId),
      isParticipant: sql<boolean>`exists (select 1 from ${gameParticipants} where ${gameParticipants.gameId} = ${games.id} and ${gameParticipants.userId} = ${viewerId})`,
      joinRequestStatus: sql<JoinRequestStatus | null>`(select ${gameJoinRequests.status} from ${gameJoinRequests} where ${gameJoinRequests.gameId} = ${games.id} and ${gameJoinRequests.userId} = ${viewerId})`,
      // Place in line: how many joined the line no later than the viewer (0 when not in it).
      waitlistPosition:
        sql<number>`(select count(*) from ${gameWaitlist} w where w.game_id = ${games.id} and (w.created_at, w.id) <= ${mine})`.mapWith(
          Number,
        ),
      invited: sql<boolean>`exists (select 1 from ${gameInvitations} where ${gameInvitations.gameId} = ${games.id} and ${gameInvitations.userId} = ${viewerId})`,
      rating: sql<
        number | null
      >`(select ${gameRatings.rating} from ${gameRatings} where ${gameRatings.gameId} = ${games.id} and ${gameRatings.userId} = ${viewerId})`,
      pendingRequestCount:
        sql<number>`(select count(*) from ${gameJoinRequests} where ${gameJoinRequests.gameId} = ${games.id} and ${gameJoinRequests.status} = 'pending')`.mapWith(
          Number,
        ),
      waitlistCount:
        sql<number>`(select count(*) from ${gameWaitlist} where ${gameWaitlist.gameId} = ${games.id})`.mapWith(
          Number,
        ),
      isCohost: sql<boolean>`exists (select 1 from ${gameCohosts} where ${gameCohosts.gameId} = ${games.id} and ${gameCohosts.userId} = ${viewerId})`,
      viewerGuestCount:
        sql<number>`(select count(*) from ${gameGuests} where ${gameGuests.gameId} = ${games.id} and ${gameGuests.broughtBy} = ${viewerId})`.mapWith(
          Number,
        ),
      viewerFairPlayLevel: fairPlayLevelOf(viewerId),
    })
    .from(games)
    .leftJoin(hostProfile.source, eq(hostProfile.userId, games.hostId))
    .where(eq(games.id, sql.placeholder('id')))
    .prepare('games_for_viewer');
  const participantsOf = db
    .select({
      userId: gameParticipants.userId,
      joinedAt: gameParticipants.joinedAt,
      name: profileColumns.name,
      username: profileColumns.username,
      avatarUrl: profileColumns.avatarUrl,
      isCohost: sql<boolean>`exists (select 1 from ${gameCohosts} where ${gameCohosts.gameId} = ${gameParticipants.gameId} and ${gameCohosts.userId} = ${gameParticipants.userId})`,
      // The player's guests as one JSON array, in the order they were added: the roster stays one statement.
      guests: sql<
        ParticipantGuest[]
      >`coalesce((select json_agg(json_build_object('id', ${gameGuests.id}, 'name', ${gameGuests.name}) order by ${gameGuests.createdAt}, ${gameGuests.id}) from ${gameGuests} where ${gameGuests.gameId} = ${gameParticipants.gameId} and ${gameGuests.broughtBy} = ${gameParticipants.userId}), '[]'::json)`,
      fairPlayLevel: storedLevel,
    })
    .from(gameParticipants)
    .leftJoin(profileColumns.source, eq(profileColumns.userId, gameParticipants.userId))
    .leftJoin(fairPlayColumns.source, eq(fairPlayColumns.userId, gameParticipants.userId))
    .where(eq(gameParticipants.gameId, sql.placeholder('gameId')))
    .orderBy(
      desc(sql`${gameParticipants.userId} = ${sql.placeholder('hostId')}`),
      asc(gameParticipants.joinedAt),
      asc(gameParticipants.id),
    )
    .prepare('games_participants_of');

  /**
   * The start (as text, exact) of the `limit`-th soonest game matching `where`, walking the place-and-
   * start index in start order; null when none matches.
   */
  async function lastStartOfPage(where: SQL | undefined, limit: number): Promise<string | null> {
    const soonest = sql`${placeAndStart} ~> 7`;
    const [row] = await db
      .select({ lastStart: sql<string | null>`max(starts_at)::text` })
      .from(
        sql`(select ${games.startsAt} from ${games} where ${where} order by ${soonest} limit ${limit}) as soonest`,
      );
    return row?.lastStart ?? null;
  }

  return {
    transaction: transactionRunner(db),

    /** The game's row, or undefined. Takes a transaction's handle to read inside it. */
    async findGame(id: string, executor: Database = db): Promise<GameRow | undefined> {
      const [row] = await executor.select().from(games).where(eq(games.id, id));
      return row;
    },

    /** The game's row, locked until the transaction ends: joins, leaves and cancels queue behind it. */
    async lockGame(id: string, tx: Database): Promise<GameRow | undefined> {
      const [row] = await tx.select().from(games).where(eq(games.id, id)).for('update');
      return row;
    },

    /** Whether the user co-hosts the game; takes a transaction's handle to read inside it. */
    async isCohost(gameId: string, userId: string, executor: Database = db): Promise<boolean> {
      const rows = await executor
        .select({ userId: gameCohosts.userId })
        .from(gameCohosts)
        .where(and(eq(gameCohosts.gameId, gameId), eq(gameCohosts.userId, userId)));
      return rows.length > 0;
    },

    async insertGame(values: NewGameRow, tx: Database): Promise<GameRow> {
      const [row] = await tx.insert(games).values(values).returning();
      if (!row) throw new Error('games: insert returned no row');
      return row;
    },

    async insertParticipant(gameId: string, userId: string, joinedAt: Date, tx: Database): Promise<void> {
      await tx.insert(gameParticipants).values({ gameId, userId, joinedAt });
    },

    async updateWhatToExpect(
      id: string,
      content: { gameFormat: string | null; whatToBring: string | null },
      now: Date,
      tx: Database,
    ): Promise<void> {
      await tx
        .update(games)
        .set({ ...content, updatedAt: now })
        .where(eq(games.id, id));
    },

    /** Deletes the game; participants, requests, invitations, the waitlist and ratings go with it. */
    async deleteGame(id: string, tx: Database): Promise<void> {
      await tx.delete(games).where(eq(games.id, id));
    },

    /**
     * Everyone a cancellation concerns besides the host: players, pending requesters, the waitlist, invited
     * friends and, for a game of a series, its regulars.
     */
    async cancellationAudience(
      game: Pick<GameRow, 'id' | 'hostId' | 'seriesId'>,
      tx: Database,
    ): Promise<string[]> {
      const result = await tx
        .select({ userId: gameParticipants.userId })
        .from(gameParticipants)
        .where(eq(gameParticipants.gameId, game.id))
        .union(
          tx
            .select({ userId: gameJoinRequests.userId })
            .from(gameJoinRequests)
            .where(and(eq(gameJoinRequests.gameId, game.id), eq(gameJoinRequests.status, 'pending'))),
        )
        .union(
          tx
            .select({ userId: gameWaitlist.userId })
            .from(gameWaitlist)
            .where(eq(gameWaitlist.gameId, game.id)),
        )
        // An invited friend may have planned around the game without joining yet.
        .union(
          tx
            .select({ userId: gameInvitations.userId })
            .from(gameInvitations)
            .where(eq(gameInvitations.gameId, game.id)),
        )
        // A series' regulars count on each of its games, even one they skipped.
        .union(
          tx
            .select({ userId: gameSeriesRegulars.userId })
            .from(gameSeriesRegulars)
            .where(sql`${gameSeriesRegulars.seriesId} = ${game.seriesId}`),
        );
      return result.map((row) => row.userId).filter((userId) => userId !== game.hostId);
    },

    /** The game's page for one viewer in one statement, or undefined when the game does not exist. */
    async findForViewer(id: string, viewerId: string): Promise<GameForViewerRow | undefined> {
      const [row] = await gameForViewer.execute({ id, viewerId });
      return row;
    },

    /** Who plays, host first, then in the order they joined. */
    async listParticipants(game: Pick<GameRow, 'id' | 'hostId'>): Promise<ParticipantRow[]> {
      return participantsOf.execute({ gameId: game.id, hostId: game.hostId });
    },

    /**
     * One page of upcoming games. Without an origin: one statement, by start (a search first looks
     * through the next games by start, then the text index when they do not fill the page). With one:
     * the located games within the distance first (by start, or nearest first; served by the
     * place-and-start index), then, when the page has room, the games without coordinates by start.
     */
    async findUpcoming(params: FindGamesParams): Promise<GameListRow[]> {
      const { origin, after, limit } = params;
      const filters = filterConditions(params);
      const byStart = [sql`${games.startsAt}`, sql`${games.id}`];
      const startValues = (cursor: GameCursor) => [
        sql`${cursor.startsAt}::timestamptz`,
        sql`${cursor.id}::uuid`,
      ];
      // The page's games are chosen and cut first, then their hosts and the viewer's relation are read
      // for those rows only: joined before the cut, every match (thousands at a million games) had its
      // host looked up before the sort kept 21. The subquery takes the table's name, so the same column
      // references (and sort keys) read from it.
      const page = (
        conditions: SQL[],
        keys: SQL[],
        distance: SQL<number | null>,
        rows: number,
        source: typeof games = games,
      ) => {
        const chosen = db
          .select({
            ...getTableColumns(games),
            distanceMetres: sql<number | null>`${distance}`.as('distance_metres'),
          })
          .from(source)
          .where(and(...conditions))
          .orderBy(...keys.map((key) => asc(key)))
          .limit(rows)
          .as('games');
        return db
          .select({
            ...withHost,
            relation: relationTo(params.viewerId),
            distanceMetres: sql<number | null>`${chosen.distanceMetres}`.mapWith(Number),
            viewerGender: viewerGenderOf(params.viewerId),
          })
          .from(chosen)
          .leftJoin(hostProfile.source, eq(hostProfile.userId, games.hostId))
          .orderBy(...keys.map((key) => asc(key)));
      };

      if (!origin) {
        const keyset = after ? [rowAfter(byStart, startValues(after))] : [];
        if (params.search) {
          // A common word matches thousands of games, and the planner, misjudging how many, reads them
          // all through the text index and sorts them (70-130 ms at a million games). So the next
          // games by start are searched first: when they hold a page, it is the page; a rarer word
          // falls through to the text index, which then has few games to read.
          const nextByStart = db
            .select()
            .from(games)
            .where(and(gt(games.startsAt, params.now), ...keyset))
            .orderBy(asc(games.startsAt), asc(games.id))
            .limit(SEARCH_FIRST_BY_START)
            .as('games') as unknown as typeof games;
          const found = await page([...filters, ...keyset], byStart, sql`null::float8`, limit, nextByStart);
          if (found.length >= limit) return found;
        }
        return page([...filters, ...keyset], byStart, sql`null::float8`, limit);
      }

      const from = pointOf(origin.latitude, origin.longitude);
      const radius = origin.miles === null ? null : sql`${origin.miles * METRES_PER_MILE}::float8`;
      const distance = sql<number | null>`earth_distance(${from}, ${gamePoint})`;
      /** The located games within `radius` of the origin, read through the place-and-start index. */
      const withinRadius = async (matching: SQL[], keys: SQL[], radius: SQL): Promise<GameListRow[]> => {
        // The search box: the earth box around the point, and starts from `floor` to `ceiling`. `&&` of a
        // point and a box is containment; its estimate (0.5% of rows, against 0.1% for `@>`) lets the
        // planner see that a limit stops the index walk early.
        const inBox = (floor: SQL, ceiling: SQL) =>
          sql`cube(earth_box(${from}, ${radius}), ${floor}, ${ceiling}) && ${placeAndStart}`;
        // Nothing on this page starts before now (or the cursor's game, by start).
        const floor = epochOf(after && !params.sortByDistance ? after.startsAt : params.now);
        let box = inBox(floor, FAR_FUTURE_EPOCH);
        let ofPage = [...matching, box];
        if (!params.sortByDistance) {
          // By start, the page ends at the start of its last game: walk the index soonest first
          // (`~> 7`) and stop at the page's size to learn it, then read the games up to that start,
          // ties included, and order them by (start, id). Two short walks, however many games the
          // place has had or will have; nearest first still reads every upcoming game in the box.
          // The last start is read on its own and sent back as a value: as a subquery, the planner
          // could not bound the second read by it, and at a million games walked every later start.
          const lastStart = await lastStartOfPage(and(...matching, box), limit);
          // A second past the last start in the box only keeps float rounding from dropping a tie:
          // the start's own bound is exact.
          box =
            lastStart === null
              ? box
              : inBox(floor, sql`(extract(epoch from ${lastStart}::timestamptz) + 1)::float8`);
          ofPage =
            lastStart === null ? [] : [...matching, sql`${games.startsAt} <= ${lastStart}::timestamptz`, box];
        }
        return ofPage.length > 0 ? page(ofPage, keys, distance, limit) : [];
      };
      let located: GameListRow[] = [];
      if (!after || after.group === 0) {
        const keys = params.sortByDistance ? [distance, ...byStart] : byStart;
        const values = after
          ? [...(params.sortByDistance ? [sql`${after.distance}::float8`] : []), ...startValues(after)]
          : [];
        const matching = [
          ...filters,
          // The place-and-start index is partial: this test lets the planner use it.
          sql`${games.latitude} is not null and ${games.longitude} is not null`,
          ...(radius ? [sql`${distance} <= ${radius}`] : []),
          ...(after ? [rowAfter(keys, values)] : []),
        ];
        // No distance limit (an exact venue, or "any"): the located games by start or distance, with no
        // box to walk.
        located =
          radius === null
            ? await page(matching, keys, distance, limit)
            : await withinRadius(matching, keys, radius);
        if (located.length >= limit) return located;
      }
      const unlocatedAfter = after?.group === 1 ? [rowAfter(byStart, startValues(after))] : [];
      const unlocated = await page(
        [...filters, sql`${games.latitude} is null`, ...unlocatedAfter],
        byStart,
        sql`null::float8`,
        limit - located.length,
      );
      return [...located, ...unlocated];
    },

    /** Whether any game is still to come, whatever the filters. */
    async anyUpcoming(now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: games.id })
        .from(games)
        .where(and(gt(games.startsAt, now), sql`${games.leagueId} is null`))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * A page of the games the user hosts or plays in: upcoming soonest first, or past latest first.
     */
    async findMine(params: {
      userId: string;
      now: Date;
      scope: 'upcoming' | 'past';
      after: GameCursor | null;
      limit: number;
    }): Promise<GameListRow[]> {
      const upcoming = params.scope === 'upcoming';
      const conditions: SQL[] = [
        // The host is a participant from creation, so one membership test covers both.
        sql`exists (select 1 from ${gameParticipants} where ${gameParticipants.gameId} = ${games.id} and ${gameParticipants.userId} = ${params.userId})`,
        // A called-off game is upcoming for its players until its start, then gone: it was never played.
        upcoming
          ? gt(games.startsAt, params.now)
          : sql`${lte(games.startsAt, params.now)} and ${games.calledOffAt} is null`,
      ];
      if (params.after) {
        const keys = sql`(${games.startsAt}, ${games.id})`;
        const at = sql`(${params.after.startsAt}::timestamptz, ${params.after.id}::uuid)`;
        conditions.push(upcoming ? sql`${keys} > ${at}` : sql`${keys} < ${at}`);
      }
      const order = upcoming ? asc : desc;
      // The user's games are found from their memberships and then sorted. Sorting by the start
      // itself let the planner walk every game in start order looking for the user's few (3 s at a
      // million games); a sort key the start index cannot give keeps it on the memberships.
      const byStart = sql`${games.startsAt} + interval '0 seconds'`;
      return db
        .select({
          ...withHost,
          relation: relationTo(params.userId),
          distanceMetres: sql<number | null>`null::float8`,
          viewerGender: viewerGenderOf(params.userId),
        })
        .from(games)
        .leftJoin(hostProfile.source, eq(hostProfile.userId, games.hostId))
        .where(and(...conditions))
        .orderBy(order(byStart), order(games.id))
        .limit(params.limit);
    },

    /** Which of `ids` exist (for topic checks and the like). */
    async existingIds(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: games.id }).from(games).where(inArray(games.id, ids));
      return rows.map((row) => row.id);
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
