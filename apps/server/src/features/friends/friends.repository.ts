import { and, asc, count, desc, eq, ne, notInArray, or, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { friendships } from '../../db/schema/friends.ts';
import { transactionRunner } from '../../db/transaction.ts';
import { notBlockedWith } from '../blocks/blocks.read-model.ts';
import { notSuspendedAt } from '../moderation/suspensions/suspensions.read-model.ts';
import { presenceColumns } from '../presence/presence.read-model.ts';
import { profileColumns } from '../profiles/profiles.read-model.ts';

export type FriendshipRow = typeof friendships.$inferSelect;

/** A friend as the friends list shows them, read in one statement. */
export type FriendListRow = {
  userId: string;
  name: string;
  username: string;
  avatarUrl: string | null;
  sports: string[];
  online: boolean;
  since: Date;
};

/** What scoring a suggestion reads of a person: their card and their sports with levels, as stored. */
export type SuggestionCandidateRow = {
  userId: string;
  username: string;
  name: string;
  avatarUrl: string | null;
  sports: string[];
  sportSkills: Record<string, unknown>;
  /** Miles from the user's place to theirs; null when either is unknown. */
  distanceMiles: number | null;
};

/** Where suggestions measure from, and how far counts as near. */
export type SuggestionOrigin = { latitude: number; longitude: number; radiusMiles: number };

/** A pending request: who asked whom, and when. */
export type PendingRequestRow = {
  requestId: string;
  requesterId: string;
  recipientId: string;
  createdAt: Date;
};

/** The row of the unordered pair, whichever of the two asked. */
const pair = (a: string, b: string) =>
  or(
    and(eq(friendships.userId, a), eq(friendships.friendId, b)),
    and(eq(friendships.userId, b), eq(friendships.friendId, a)),
  );

const involving = (userId: string | Placeholder) =>
  or(eq(friendships.userId, userId), eq(friendships.friendId, userId));

export function createFriendsRepository(db: Database) {
  // A user's accepted friendships, read on every profile screen and Friends Activity: prepared once by
  // name, as the profile screen's other statements are (reviews.repository.ts).
  const acceptedOf = and(involving(sql.placeholder('userId')), eq(friendships.status, 'accepted'));
  const listAcceptedStatement = db.select().from(friendships).where(acceptedOf).prepare('friends_accepted');
  const countAcceptedStatement = db
    .select({ value: count() })
    .from(friendships)
    .where(acceptedOf)
    .prepare('friends_accepted_count');
  return {
    transaction: transactionRunner(db),

    async findPair(a: string, b: string): Promise<FriendshipRow | undefined> {
      const [row] = await db.select().from(friendships).where(pair(a, b));
      return row;
    },

    /** The pair's row, locked until the transaction ends. */
    async lockPair(a: string, b: string, tx: Database): Promise<FriendshipRow | undefined> {
      const [row] = await tx.select().from(friendships).where(pair(a, b)).for('update');
      return row;
    },

    /** Inserts a pending request; undefined when a row for the pair appeared meanwhile. */
    async insertPending(
      input: { requesterId: string; recipientId: string; now: Date },
      executor: Database = db,
    ): Promise<FriendshipRow | undefined> {
      const [row] = await executor
        .insert(friendships)
        .values({
          userId: input.requesterId,
          friendId: input.recipientId,
          status: 'pending',
          createdAt: input.now,
          updatedAt: input.now,
        })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** Accepts a pending request addressed to the recipient; undefined when there is none. */
    async acceptPending(
      input: { requestId: string; recipientId: string; now: Date },
      executor: Database = db,
    ): Promise<FriendshipRow | undefined> {
      const [row] = await executor
        .update(friendships)
        .set({ status: 'accepted', updatedAt: input.now })
        .where(
          and(
            eq(friendships.id, input.requestId),
            eq(friendships.friendId, input.recipientId),
            eq(friendships.status, 'pending'),
          ),
        )
        .returning();
      return row;
    },

    /** Deletes a pending request addressed to the recipient (declined requests are removed). */
    async deletePendingTo(
      requestId: string,
      recipientId: string,
      executor: Database = db,
    ): Promise<FriendshipRow | undefined> {
      const [row] = await executor
        .delete(friendships)
        .where(
          and(
            eq(friendships.id, requestId),
            eq(friendships.friendId, recipientId),
            eq(friendships.status, 'pending'),
          ),
        )
        .returning();
      return row;
    },

    /** Deletes the pair's friendship, or a pending request the user sent; undefined when neither exists. */
    async deleteFriendshipOrOwnRequest(userId: string, otherId: string): Promise<FriendshipRow | undefined> {
      const [row] = await db
        .delete(friendships)
        .where(
          and(pair(userId, otherId), or(eq(friendships.status, 'accepted'), eq(friendships.userId, userId))),
        )
        .returning();
      return row;
    },

    /** Deletes the pair's row whatever its status or direction (a block ends it); false when none. */
    async deletePair(a: string, b: string, executor: Database = db): Promise<boolean> {
      const rows = await executor.delete(friendships).where(pair(a, b)).returning({ id: friendships.id });
      return rows.length > 0;
    },

    /** Every row the user is part of, in either direction and any status. */
    listInvolving(userId: string): Promise<FriendshipRow[]> {
      return db.select().from(friendships).where(involving(userId));
    },

    /** Pending requests to or from the user, newest first (the requests screen reads only these). */
    listPending(userId: string): Promise<PendingRequestRow[]> {
      return db
        .select({
          requestId: friendships.id,
          requesterId: friendships.userId,
          recipientId: friendships.friendId,
          createdAt: friendships.createdAt,
        })
        .from(friendships)
        .where(and(involving(userId), eq(friendships.status, 'pending')))
        .orderBy(desc(friendships.createdAt), desc(friendships.id));
    },

    /** A person's sports and levels as stored, for scoring suggestions; undefined without a profile. */
    async findSportsOf(
      userId: string,
    ): Promise<{ sports: string[]; sportSkills: Record<string, unknown> } | undefined> {
      const [row] = await db
        .select({ sports: profileColumns.sports, sportSkills: profileColumns.sportSkills })
        .from(profileColumns.source)
        .where(eq(profileColumns.userId, userId));
      return row;
    },

    /**
     * Up to `limit` people playing any of the sports, without the user, anyone they have a friendships
     * row with (either direction, any status) and anyone with a block between them: those within the origin's radius first, then those sharing
     * the most sports. The exclusion runs in the statement: passing the user's few hundred connections as
     * an id list cost more than the query. Like the friends list, it reads the profiles table directly,
     * being one of the hottest reads.
     */
    listSuggestionCandidates(
      userId: string,
      sports: readonly string[],
      origin: SuggestionOrigin | null,
      limit: number,
      /** A suspended account is suggested to nobody until its suspension ends. */
      now: Date,
    ): Promise<SuggestionCandidateRow[]> {
      const wanted = sql`${sql.param([...sports])}::text[]`;
      // Profiles saved before positions were stored have none: unknown, never near.
      const miles = origin
        ? sql<
            number | null
          >`(earth_distance(ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8),
            ll_to_earth(${profileColumns.latitude}, ${profileColumns.longitude})) / 1609.344)::float8`
        : sql<null>`null::float8`;
      const nearFirst = origin ? [sql`coalesce(${miles} <= ${origin.radiusMiles}, false) desc`] : [];
      const connected = db
        .select({
          id: sql`case when ${friendships.userId} = ${userId} then ${friendships.friendId} else ${friendships.userId} end`,
        })
        .from(friendships)
        .where(involving(userId));
      return db
        .select({
          userId: profileColumns.userId,
          username: profileColumns.username,
          name: profileColumns.name,
          avatarUrl: profileColumns.avatarUrl,
          sports: profileColumns.sports,
          sportSkills: profileColumns.sportSkills,
          distanceMiles: miles,
        })
        .from(profileColumns.source)
        .where(
          and(
            sql`${profileColumns.sports} && ${wanted}`,
            ne(profileColumns.userId, userId),
            notInArray(profileColumns.userId, connected),
            notSuspendedAt(profileColumns.userId, now),
            notBlockedWith(userId, profileColumns.userId),
          ),
        )
        .orderBy(
          ...nearFirst,
          desc(
            sql`cardinality(array(select unnest(${profileColumns.sports}) intersect select unnest(${wanted})))`,
          ),
          desc(profileColumns.updatedAt),
          asc(profileColumns.userId),
        )
        .limit(limit);
    },

    /**
     * The user's accepted friends with what the list shows of them, online only while they share their
     * status, are marked online and were seen since `seenSince`. One join, where asking the profiles
     * and presence features would send the same 200 ids three times: this list is the hottest read,
     * so it reads their tables directly (and only here).
     */
    listFriendsWithProfiles(userId: string, seenSince: Date): Promise<FriendListRow[]> {
      const friendId = sql`case when ${friendships.userId} = ${userId} then ${friendships.friendId} else ${friendships.userId} end`;
      return db
        .select({
          userId: profileColumns.userId,
          name: profileColumns.name,
          username: profileColumns.username,
          avatarUrl: profileColumns.avatarUrl,
          sports: profileColumns.sports,
          online: sql<boolean>`coalesce(${profileColumns.showActivityStatus} and ${presenceColumns.isOnline} and ${presenceColumns.lastSeen} >= ${seenSince.toISOString()}::timestamptz, false)`,
          since: friendships.updatedAt,
        })
        .from(friendships)
        .innerJoin(profileColumns.source, eq(profileColumns.userId, friendId))
        .leftJoin(presenceColumns.source, eq(presenceColumns.userId, profileColumns.userId))
        .where(and(involving(userId), eq(friendships.status, 'accepted')));
    },

    listAccepted(userId: string): Promise<FriendshipRow[]> {
      return listAcceptedStatement.execute({ userId });
    },

    async countAccepted(userId: string): Promise<number> {
      const [row] = await countAcceptedStatement.execute({ userId });
      return row?.value ?? 0;
    },
  };
}

export type FriendsRepository = ReturnType<typeof createFriendsRepository>;
