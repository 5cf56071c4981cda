import type { LeagueSkillLevel, SectionTab } from '@rally/shared/leagues/leagues.schemas';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  getTableName,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { leagueGameRequests, leagueGameResults } from '../../db/schema/league-games.ts';
import {
  leagueJoinRequests,
  leagueMemberships,
  leagueNewsImages,
  leagueOrganisers,
  leagueSections,
  leagues,
} from '../../db/schema/leagues.ts';
import { transactionRunner } from '../../db/transaction.ts';
import { playerRecordColumns } from '../profiles/player-record.columns.ts';
import { profileColumns, profileColumnsAs } from '../profiles/profiles.read-model.ts';
import type { LeagueViewerRole } from './league-access.ts';
import type { LeagueFacts } from './leagues.policy.ts';

export type LeagueRow = typeof leagues.$inferSelect;
export type NewLeagueRow = typeof leagues.$inferInsert;
type RequestStatus = LeagueFacts['requestStatus'];

/** A league as the cards show it: its row, its record against other leagues, and the viewer's standing. */
export type LeagueSummaryRow = LeagueRow & {
  gamesPlayed: number;
  wins: number;
  role: LeagueViewerRole;
  requestStatus: RequestStatus;
  /** Miles from the player, where Discover measured it (null: a position unknown). */
  distanceMiles?: number | null;
};

/** Where Discover measures from, and how far counts as near. */
export type DiscoverOrigin = { latitude: number; longitude: number; radiusMiles: number };

/** The league's page, read in one statement. */
export type LeagueDetailRow = LeagueSummaryRow & {
  creatorName: string | null;
  creatorUsername: string | null;
  creatorAvatarUrl: string | null;
  activeGames: number;
  pendingJoinRequestCount: number;
  pendingGameRequestCount: number;
};

export type LeaguePersonRow = {
  userId: string;
  name: string | null;
  username: string | null;
  avatarUrl: string | null;
};

/** Ids are UUIDs: any other text names nothing (and would be an error to the database). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (id: string) => UUID.test(id);

const creatorProfile = profileColumnsAs('creator_profile');

/**
 * Where a league is: its own place's position, else its creator's profile position (the pair is both
 * or neither on each table, so the columns never mix two places).
 */
const leagueLatitude = sql`case when ${leagues.latitude} is not null then ${leagues.latitude} else ${creatorProfile.latitude} end`;
const leagueLongitude = sql`case when ${leagues.latitude} is not null then ${leagues.longitude} else ${creatorProfile.longitude} end`;

/** Miles from the origin to the league, as earthdistance measures them; null when the league's place is unknown. */
const milesFrom = (origin: DiscoverOrigin | StatementOrigin) =>
  sql<number | null>`(earth_distance(ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8),
    ll_to_earth(${leagueLatitude}, ${leagueLongitude})) / 1609.344)::float8`;

/**
 * A column with its table's name, always: inside a subquery a bare "id" would name the subquery's own
 * column, and Drizzle leaves the table out of a single-table select's fields.
 */
const q = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** Results this league took part in, and won: counted per row by index, never one query per league. */
const wins = sql<number>`(select count(*)::int from ${leagueGameResults}
  where ${q(leagueGameResults.winnerLeagueId)} = ${q(leagues.id)})`;
const losses = sql`(select count(*)::int from ${leagueGameResults}
  where ${q(leagueGameResults.loserLeagueId)} = ${q(leagues.id)})`;

const isMember = (userId: string | Placeholder) => sql`exists (select 1 from ${leagueMemberships}
  where ${q(leagueMemberships.leagueId)} = ${q(leagues.id)} and ${q(leagueMemberships.userId)} = ${userId})`;

const summaryColumns = (viewerId: string | Placeholder) => ({
  ...getTableColumns(leagues),
  gamesPlayed: sql<number>`(${wins} + ${losses})`.mapWith(Number),
  wins: wins.mapWith(Number),
  role: sql<LeagueViewerRole>`case when ${q(leagues.createdBy)} = ${viewerId} then 'creator'
    when ${isMember(viewerId)} then 'member' else 'none' end`,
  requestStatus: sql<RequestStatus>`(select ${q(leagueJoinRequests.status)} from ${leagueJoinRequests}
    where ${q(leagueJoinRequests.leagueId)} = ${q(leagues.id)} and ${q(leagueJoinRequests.userId)} = ${viewerId})`,
});

/** `%term%` for LIKE, with the term's own wildcards taken literally. */
const containing = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

const personColumns = {
  userId: leagueMemberships.userId,
  name: profileColumns.name,
  username: profileColumns.username,
  avatarUrl: profileColumns.avatarUrl,
};

/**
 * The only code that reads and writes leagues, their members, join requests and saved sections. Every
 * change to who belongs takes the caller's transaction, which holds the league's row lock.
 */
export function createLeaguesRepository(db: Database) {
  const leaguesOfPlayer = prepareLeaguesOfPlayer(db);
  const list = prepareLeagueList(db);
  return {
    transaction: transactionRunner(db),

    /** The viewer's leagues (created or joined), most recently active first, optionally searched by name. */
    async listMine(viewerId: string, search: string | undefined): Promise<LeagueSummaryRow[]> {
      if (!search) return list.mine.execute({ viewerId });
      return mineStatement(db, viewerId, sql`lower(${leagues.name}) like ${containing(search)}`);
    },

    /**
     * Leagues the viewer is not in: with an origin, those within its radius first (nearest first), then
     * the rest most members first; without one, most members first. The first `limit`, and how many
     * match in all.
     */
    async listDiscover(params: {
      viewerId: string;
      search: string | undefined;
      sport: string | undefined;
      origin: DiscoverOrigin | null;
      limit: number;
    }): Promise<{ rows: LeagueSummaryRow[]; total: number; anyAtAll: boolean }> {
      const { viewerId, origin, limit } = params;
      const filters: SQL[] = [];
      if (params.search) filters.push(sql`lower(${leagues.name}) like ${containing(params.search)}`);
      if (params.sport) filters.push(eq(leagues.sport, params.sport));
      const [rows, [counts]] = await Promise.all(
        filters.length > 0
          ? [
              discoverStatement(db, { viewerId, origin, limit, filters }),
              discoverCountsStatement(db, viewerId, filters),
            ]
          : [
              origin
                ? list.discoverNear.execute({ viewerId, ...origin, limit })
                : list.discoverAnywhere.execute({ viewerId, limit }),
              list.discoverCounts.execute({ viewerId }),
            ],
      );
      return { rows, total: counts?.total ?? 0, anyAtAll: (counts?.anyAtAll ?? 0) > 0 };
    },

    /** The league's page as the viewer sees it; the counts that are the creator's are read for anyone. */
    async findForViewer(id: string, viewerId: string, now: Date): Promise<LeagueDetailRow | undefined> {
      if (!isUuid(id)) return undefined;
      const r = leagueGameRequests;
      const [row] = await db
        .select({
          ...summaryColumns(viewerId),
          creatorName: creatorProfile.name,
          creatorUsername: creatorProfile.username,
          creatorAvatarUrl: creatorProfile.avatarUrl,
          activeGames: sql<number>`(select count(*)::int from ${r}
            where (${q(r.requestingLeagueId)} = ${q(leagues.id)} or ${q(r.targetLeagueId)} = ${q(leagues.id)})
              and ${q(r.status)} = 'approved' and ${q(r.gameStatus)} = 'scheduled'
              and ${q(r.startsAt)} >= ${now.toISOString()}::timestamptz)`.mapWith(Number),
          pendingJoinRequestCount: sql<number>`(select count(*)::int from ${leagueJoinRequests}
            where ${q(leagueJoinRequests.leagueId)} = ${q(leagues.id)} and ${q(leagueJoinRequests.status)} = 'pending')`.mapWith(
            Number,
          ),
          pendingGameRequestCount: sql<number>`(select count(*)::int from ${r}
            where ${q(r.targetLeagueId)} = ${q(leagues.id)} and ${q(r.status)} = 'pending')`.mapWith(Number),
        })
        .from(leagues)
        .leftJoin(creatorProfile.source, eq(creatorProfile.userId, leagues.createdBy))
        .where(eq(leagues.id, id));
      return row;
    },

    async findLeague(id: string, executor: Database = db): Promise<LeagueRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await executor.select().from(leagues).where(eq(leagues.id, id));
      return row;
    },

    /**
     * The league, its row locked until the transaction ends: every change to who belongs goes through
     * this lock, so concurrent joins, approvals and leaves happen one after another and `member_count`
     * stays exact and within `max_members`.
     */
    async lockLeague(id: string, tx: Database): Promise<LeagueRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await tx.select().from(leagues).where(eq(leagues.id, id)).for('update');
      return row;
    },

    /** Where one user stands with one league. */
    async standing(
      league: Pick<LeagueRow, 'id' | 'createdBy'>,
      userId: string,
      executor: Database = db,
    ): Promise<{ role: LeagueViewerRole; requestStatus: RequestStatus }> {
      const [membership, request] = await Promise.all([
        executor
          .select({ id: leagueMemberships.id })
          .from(leagueMemberships)
          .where(and(eq(leagueMemberships.leagueId, league.id), eq(leagueMemberships.userId, userId))),
        executor
          .select({ status: leagueJoinRequests.status })
          .from(leagueJoinRequests)
          .where(and(eq(leagueJoinRequests.leagueId, league.id), eq(leagueJoinRequests.userId, userId))),
      ]);
      const role: LeagueViewerRole =
        league.createdBy === userId ? 'creator' : membership.length > 0 ? 'member' : 'none';
      return { role, requestStatus: request[0]?.status ?? null };
    },

    /** A new league with its creator as its first member. */
    async insertLeague(values: NewLeagueRow & { createdBy: string }, tx: Database): Promise<LeagueRow> {
      const [row] = await tx
        .insert(leagues)
        .values({ ...values, memberCount: 1 })
        .returning();
      if (!row) throw new Error('leagues: insert returned no row');
      await tx
        .insert(leagueMemberships)
        .values({ leagueId: row.id, userId: values.createdBy, isCreator: true, joinedAt: row.createdAt });
      return row;
    },

    /** Adds a member and recounts, in the caller's transaction (which holds the league's lock). */
    async addMember(leagueId: string, userId: string, now: Date, tx: Database): Promise<void> {
      await tx.insert(leagueMemberships).values({ leagueId, userId, joinedAt: now });
      await recount(leagueId, now, tx);
    },

    /** Removes a member and recounts; false when they were not one. */
    async removeMember(leagueId: string, userId: string, now: Date, tx: Database): Promise<boolean> {
      const removed = await tx
        .delete(leagueMemberships)
        .where(and(eq(leagueMemberships.leagueId, leagueId), eq(leagueMemberships.userId, userId)))
        .returning({ id: leagueMemberships.id });
      if (removed.length === 0) return false;
      // A co-organiser who leaves stops organising: a later return does not bring the role back.
      await tx
        .delete(leagueOrganisers)
        .where(and(eq(leagueOrganisers.leagueId, leagueId), eq(leagueOrganisers.userId, userId)));
      await recount(leagueId, now, tx);
      return true;
    },

    /** Members with their cards: the creator first, then by joining. */
    async members(leagueId: string) {
      return db
        .select({
          ...personColumns,
          isCreator: leagueMemberships.isCreator,
          joinedAt: leagueMemberships.joinedAt,
        })
        .from(leagueMemberships)
        .leftJoin(profileColumns.source, eq(profileColumns.userId, leagueMemberships.userId))
        .where(eq(leagueMemberships.leagueId, leagueId))
        .orderBy(
          desc(leagueMemberships.isCreator),
          asc(leagueMemberships.joinedAt),
          asc(leagueMemberships.id),
        );
    },

    /** Asks to join, or reopens an earlier (answered) request with the new message. */
    async saveJoinRequest(
      input: { leagueId: string; userId: string; message: string | null; now: Date },
      tx: Database,
    ): Promise<void> {
      const { leagueId, userId, message, now } = input;
      await tx
        .insert(leagueJoinRequests)
        .values({ leagueId, userId, message, status: 'pending', createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [leagueJoinRequests.leagueId, leagueJoinRequests.userId],
          set: { message, status: 'pending', createdAt: now, updatedAt: now },
        });
    },

    async findJoinRequest(leagueId: string, requestId: string, executor: Database = db) {
      if (!isUuid(requestId)) return undefined;
      const [row] = await executor
        .select()
        .from(leagueJoinRequests)
        .where(and(eq(leagueJoinRequests.id, requestId), eq(leagueJoinRequests.leagueId, leagueId)));
      return row;
    },

    async setJoinRequestStatus(
      requestId: string,
      status: 'approved' | 'rejected',
      now: Date,
      tx: Database,
    ): Promise<void> {
      await tx
        .update(leagueJoinRequests)
        .set({ status, updatedAt: now })
        .where(eq(leagueJoinRequests.id, requestId));
    },

    /**
     * Pending requests with the requester's card and their record in the league's sport (skill, games
     * played, sportsmanship), newest first: one statement for the whole list.
     */
    async pendingJoinRequests(leagueId: string) {
      return db
        .select({
          id: leagueJoinRequests.id,
          userId: leagueJoinRequests.userId,
          name: profileColumns.name,
          username: profileColumns.username,
          avatarUrl: profileColumns.avatarUrl,
          message: leagueJoinRequests.message,
          createdAt: leagueJoinRequests.createdAt,
          ...playerRecordColumns(q(leagueJoinRequests.userId), q(leagues.sport)),
        })
        .from(leagueJoinRequests)
        .innerJoin(leagues, eq(leagues.id, leagueJoinRequests.leagueId))
        .leftJoin(profileColumns.source, eq(profileColumns.userId, leagueJoinRequests.userId))
        .where(and(eq(leagueJoinRequests.leagueId, leagueId), eq(leagueJoinRequests.status, 'pending')))
        .orderBy(desc(leagueJoinRequests.createdAt), desc(leagueJoinRequests.id));
    },

    async sections(leagueId: string) {
      return db.select().from(leagueSections).where(eq(leagueSections.leagueId, leagueId));
    },

    async saveSection(
      input: {
        leagueId: string;
        tab: SectionTab;
        title: string | null;
        content: string | null;
        by: string;
        now: Date;
      },
      tx: Database,
    ) {
      const { leagueId, tab, title, content, by, now } = input;
      const [row] = await tx
        .insert(leagueSections)
        .values({ leagueId, tab, title, content, updatedBy: by, updatedAt: now })
        .onConflictDoUpdate({
          target: [leagueSections.leagueId, leagueSections.tab],
          set: { title, content, updatedBy: by, updatedAt: now },
        })
        .returning();
      if (!row) throw new Error('leagues: section upsert returned no row');
      await touch(leagueId, now, tx);
      return row;
    },

    async updateAbout(
      leagueId: string,
      about: { description: string | null; skillLevel: LeagueSkillLevel },
      now: Date,
      tx: Database,
    ): Promise<void> {
      await tx
        .update(leagues)
        .set({ ...about, updatedAt: now })
        .where(eq(leagues.id, leagueId));
    },

    /** The stored files of the league's news images, to delete once the league's rows are gone. */
    async imageStorageKeys(leagueId: string, tx: Database): Promise<string[]> {
      const rows = await tx
        .select({ key: leagueNewsImages.storageKey })
        .from(leagueNewsImages)
        .where(eq(leagueNewsImages.leagueId, leagueId));
      return rows.map((row) => row.key);
    },

    /** Deletes the league; its members, requests, sections, news, images, games requests and results go with it. */
    async deleteLeague(leagueId: string, tx: Database): Promise<void> {
      await tx.delete(leagues).where(eq(leagues.id, leagueId));
    },

    /**
     * The leagues a player created or belongs to, as the viewer may see them on the player's profile:
     * a private league only to its own members (the player always sees their own).
     */
    async leaguesOfPlayer(playerId: string, viewerId: string) {
      const statement = viewerId === playerId ? leaguesOfPlayer.own : leaguesOfPlayer.seen;
      return statement.execute({ playerId, viewerId });
    },
  };
}

/**
 * A player's leagues for their profile screen, newest membership first: all of them for the player
 * themself, else the public ones and those the viewer is in too. Prepared once by name, as the
 * profile screen's other statements are (reviews.repository.ts).
 */
function prepareLeaguesOfPlayer(db: Database) {
  const statement = (visible: SQL, name: string) =>
    db
      .select({ id: leagues.id, name: leagues.name, sport: leagues.sport })
      .from(leagueMemberships)
      .innerJoin(leagues, eq(leagues.id, leagueMemberships.leagueId))
      .where(and(eq(leagueMemberships.userId, sql.placeholder('playerId')), visible))
      .orderBy(desc(leagueMemberships.joinedAt), asc(leagues.id))
      .prepare(name);
  return {
    own: statement(sql`true`, 'leagues_of_player_own'),
    seen: statement(
      sql`(not ${leagues.isPrivate} or ${isMember(sql.placeholder('viewerId'))})`,
      'leagues_of_player_seen',
    ),
  };
}

/** Writes the number of membership rows back to the league, and marks it as just active. */
async function recount(leagueId: string, now: Date, tx: Database) {
  await tx
    .update(leagues)
    .set({
      memberCount: sql`(select count(*)::int from ${leagueMemberships} where ${q(leagueMemberships.leagueId)} = ${leagueId})`,
      updatedAt: now,
    })
    .where(eq(leagues.id, leagueId));
}

async function touch(leagueId: string, now: Date, tx: Database) {
  await tx.update(leagues).set({ updatedAt: now }).where(eq(leagues.id, leagueId));
}

export type LeaguesRepository = ReturnType<typeof createLeaguesRepository>;

/** Where Discover measures from, as a statement's parameters. */
type StatementOrigin = { latitude: Placeholder; longitude: Placeholder; radiusMiles: Placeholder };

/** My Leagues: the viewer's leagues, most recently active first. */
function mineStatement(db: Database, viewerId: string | Placeholder, filter?: SQL) {
  return db
    .select(summaryColumns(viewerId))
    .from(leagues)
    .where(and(isMember(viewerId), filter))
    .orderBy(desc(leagues.updatedAt), desc(leagues.id));
}

/** Discover's page: near the origin first (nearest first) when there is one, then most members first. */
function discoverStatement(
  db: Database,
  p: {
    viewerId: string | Placeholder;
    origin: DiscoverOrigin | StatementOrigin | null;
    limit: number | Placeholder;
    filters: SQL[];
  },
) {
  const miles = p.origin ? milesFrom(p.origin) : sql<null>`null::float8`;
  const near = p.origin ? sql`(${miles} <= ${p.origin.radiusMiles})` : null;
  return db
    .select({ ...summaryColumns(p.viewerId), distanceMiles: miles })
    .from(leagues)
    .leftJoin(creatorProfile.source, eq(creatorProfile.userId, leagues.createdBy))
    .where(and(sql`not ${isMember(p.viewerId)}`, ...p.filters))
    .orderBy(
      ...(near
        ? [sql`coalesce(${near}, false) desc`, sql`case when ${near} then ${miles} end asc nulls last`]
        : []),
      desc(leagues.memberCount),
      desc(leagues.createdAt),
      desc(leagues.id),
    )
    .limit(p.limit);
}

/** How many leagues Discover matches, and whether there is any league to join at all. */
function discoverCountsStatement(db: Database, viewerId: string | Placeholder, filters: SQL[]) {
  const notMine = sql`not ${isMember(viewerId)}`;
  return db
    .select({
      total: sql<number>`count(*) filter (where ${and(notMine, ...filters)})`.mapWith(Number),
      anyAtAll: sql<number>`count(*)`.mapWith(Number),
    })
    .from(leagues)
    .where(notMine);
}

/**
 * The Leagues page's reads as it first asks for them (no search, every sport), built once: building
 * these statements cost more CPU than answering them.
 */
function prepareLeagueList(db: Database) {
  const viewerId = sql.placeholder('viewerId');
  const limit = sql.placeholder('limit');
  const origin: StatementOrigin = {
    latitude: sql.placeholder('latitude'),
    longitude: sql.placeholder('longitude'),
    radiusMiles: sql.placeholder('radiusMiles'),
  };
  return {
    mine: mineStatement(db, viewerId).prepare('leagues_mine'),
    discoverNear: discoverStatement(db, { viewerId, origin, limit, filters: [] }).prepare(
      'leagues_discover_near',
    ),
    discoverAnywhere: discoverStatement(db, { viewerId, origin: null, limit, filters: [] }).prepare(
      'leagues_discover_anywhere',
    ),
    discoverCounts: discoverCountsStatement(db, viewerId, []).prepare('leagues_discover_counts'),
  };
}
