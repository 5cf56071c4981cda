import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { gameChatMessages, gameChatReaders } from '../../db/schema/game-chat.ts';
import { transactionRunner } from '../../db/transaction.ts';
import { profileColumns } from '../profiles/profiles.read-model.ts';

/** A chat message with its sender's person card (null name and picture when the profile is gone). */
export type GameChatMessageRow = {
  id: string;
  gameId: string;
  senderId: string;
  senderName: string | null;
  senderAvatarUrl: string | null;
  message: string;
  sentAt: Date;
  isAnnouncement: boolean;
  /** When a moderator removed it (kept as evidence; shown as a tombstone). */
  removedAt: Date | null;
};

/** One game's line in a player's inbox. */
export type GameChatSummaryRow = {
  gameId: string;
  /** The last message's first line (the whole line: the inbox cuts it to a preview). */
  firstLine: string;
  sentAt: Date;
  fromMe: boolean;
  senderName: string | null;
  isAnnouncement: boolean;
  /** The last message was removed by a moderator (its line is empty). */
  removed: boolean;
  unreadCount: number;
  muted: boolean;
};

/** A member's chat messages still to push or email: how many, and the newest. */
export type PendingDelivery = { userId: string; newestFirstLine: string; newestSentAt: Date };

/** The rows of a raw statement: PGlite and node-postgres both answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const messageColumns = {
  id: gameChatMessages.id,
  gameId: gameChatMessages.gameId,
  senderId: gameChatMessages.senderId,
  senderName: profileColumns.name,
  senderAvatarUrl: profileColumns.avatarUrl,
  message: gameChatMessages.message,
  sentAt: gameChatMessages.sentAt,
  isAnnouncement: gameChatMessages.isAnnouncement,
  removedAt: gameChatMessages.removedAt,
};

/** The only code that reads and writes a game's chat messages and its players' read markers. */
export function createGameChatRepository(db: Database) {
  /** Messages of the game with their senders' cards, newest first. */
  const newestMessages = (executor: Database) =>
    executor
      .select(messageColumns)
      .from(gameChatMessages)
      .leftJoin(profileColumns.source, eq(profileColumns.userId, gameChatMessages.senderId));

  return {
    transaction: transactionRunner(db),

    /** The newest `limit` messages sent before `before` (all when omitted), newest first. */
    async newest(input: { gameId: string; before?: Date | undefined; limit: number }) {
      return newestMessages(db)
        .where(
          and(
            eq(gameChatMessages.gameId, input.gameId),
            input.before ? lt(gameChatMessages.sentAt, input.before) : undefined,
          ),
        )
        .orderBy(desc(gameChatMessages.sentAt), desc(gameChatMessages.id))
        .limit(input.limit);
    },

    /** The game's newest announcements, newest first. */
    async announcements(gameId: string, limit: number): Promise<GameChatMessageRow[]> {
      return newestMessages(db)
        .where(and(eq(gameChatMessages.gameId, gameId), eq(gameChatMessages.isAnnouncement, true)))
        .orderBy(desc(gameChatMessages.sentAt), desc(gameChatMessages.id))
        .limit(limit);
    },

    /**
     * How many announcements the game posted after `since`. With `tx`, first waits for any other
     * announcement of the game being posted, so two at once cannot both pass the day's cap.
     */
    async announcementsSince(gameId: string, since: Date, tx: Database = db): Promise<number> {
      if (tx !== db)
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`game-chat-announce:${gameId}`}, 0))`,
        );
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(gameChatMessages)
        .where(
          and(
            eq(gameChatMessages.gameId, gameId),
            eq(gameChatMessages.isAnnouncement, true),
            gt(gameChatMessages.sentAt, since),
          ),
        );
      return row?.count ?? 0;
    },

    async insert(
      values: { gameId: string; senderId: string; message: string; isAnnouncement: boolean; sentAt: Date },
      tx: Database,
    ): Promise<GameChatMessageRow> {
      const [row] = await tx.insert(gameChatMessages).values(values).returning({ id: gameChatMessages.id });
      if (!row) throw new Error('game chat insert returned nothing');
      const [stored] = await newestMessages(tx).where(eq(gameChatMessages.id, row.id));
      if (!stored) throw new Error('game chat message not found after insert');
      return stored;
    },

    /** Whether the player muted the game's chat. */
    async isMuted(gameId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ muted: gameChatReaders.muted })
        .from(gameChatReaders)
        .where(and(eq(gameChatReaders.gameId, gameId), eq(gameChatReaders.userId, userId)));
      return row?.muted ?? false;
    },

    async setMuted(gameId: string, userId: string, muted: boolean): Promise<void> {
      await db
        .insert(gameChatReaders)
        .values({ gameId, userId, muted })
        .onConflictDoUpdate({ target: [gameChatReaders.gameId, gameChatReaders.userId], set: { muted } });
    },

    /**
     * Moves the player's read marker to the game's newest message; false when there was nothing new to
     * read (no message, or the marker already there), so nobody is told of a change that did not happen.
     */
    async markRead(gameId: string, userId: string): Promise<boolean> {
      const result = await db.execute(sql`
        insert into ${gameChatReaders} (game_id, user_id, read_until)
        select ${gameId}::uuid, ${userId}::text, max(m.sent_at) from ${gameChatMessages} m where m.game_id = ${gameId}
        having max(m.sent_at) is not null
        on conflict (game_id, user_id) do update set read_until = excluded.read_until
        where ${gameChatReaders}.read_until is null or ${gameChatReaders}.read_until < excluded.read_until
        returning user_id`);
      return rowsOf(result).length > 0;
    },

    /**
     * The viewer's line for each of these games that has a message: the last message, who wrote it,
     * the messages from others after the viewer's read marker, and whether they muted it; newest
     * activity first. One statement for the whole inbox.
     */
    async summaries(viewerId: string, gameIds: string[]): Promise<GameChatSummaryRow[]> {
      if (gameIds.length === 0) return [];
      const ids = sql.join(
        gameIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const result = await db.execute(sql`
        select g.id as "gameId",
          case when last.removed_at is null then split_part(last.message, E'\n', 1) else '' end as "firstLine",
          last.sent_at as "sentAt", last.removed_at is not null as "removed",
          last.sender_id = ${viewerId} as "fromMe", p.name as "senderName",
          last.is_announcement as "isAnnouncement", coalesce(r.muted, false) as muted,
          (select count(*)::int from ${gameChatMessages} u
            where u.game_id = g.id and u.sender_id <> ${viewerId} and u.removed_at is null
              and u.sent_at > coalesce(r.read_until, '-infinity'::timestamptz)) as "unreadCount"
        from unnest(array[${ids}]) as g(id)
        join lateral (
          select m.id, m.message, m.sent_at, m.sender_id, m.is_announcement, m.removed_at from ${gameChatMessages} m
          where m.game_id = g.id order by m.sent_at desc, m.id desc limit 1
        ) last on true
        left join ${profileColumns.source} p on p.user_id = last.sender_id
        left join ${gameChatReaders} r on r.game_id = g.id and r.user_id = ${viewerId}
        order by last.sent_at desc, last.id desc`);
      return rowsOf<GameChatSummaryRow>(result).map((row) => ({ ...row, sentAt: new Date(row.sentAt) }));
    },

    /** The viewer's unread messages over these games, leaving out the chats they muted. */
    async unreadTotal(viewerId: string, gameIds: string[]): Promise<number> {
      if (gameIds.length === 0) return 0;
      const ids = sql.join(
        gameIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const result = await db.execute(sql`
        select count(*)::int as total
        from ${gameChatMessages} m
        left join ${gameChatReaders} r on r.game_id = m.game_id and r.user_id = ${viewerId}
        where m.game_id = any(array[${ids}]) and m.sender_id <> ${viewerId} and m.removed_at is null
          and not coalesce(r.muted, false)
          and m.sent_at > coalesce(r.read_until, '-infinity'::timestamptz)`);
      return rowsOf<{ total: number }>(result)[0]?.total ?? 0;
    },

    /**
     * For each of these members who has not muted the chat: the newest message from someone else that
     * they have neither read nor been sent (announcements left out: they went out at once).
     */
    async pendingDeliveries(gameId: string, memberIds: string[], tx: Database): Promise<PendingDelivery[]> {
      if (memberIds.length === 0) return [];
      const members = sql.join(
        memberIds.map((id) => sql`${id}`),
        sql`, `,
      );
      const result = await tx.execute(sql`
        select distinct on (mb.user_id) mb.user_id as "userId",
          split_part(m.message, E'\n', 1) as "newestFirstLine", m.sent_at as "newestSentAt"
        from unnest(array[${members}]::text[]) as mb(user_id)
        left join ${gameChatReaders} r on r.game_id = ${gameId} and r.user_id = mb.user_id
        join ${gameChatMessages} m on m.game_id = ${gameId} and m.sender_id <> mb.user_id
          and not m.is_announcement
          -- A message a moderator removed is never pushed or emailed.
          and m.removed_at is null
          and m.sent_at > greatest(coalesce(r.read_until, '-infinity'::timestamptz),
                                   coalesce(r.notified_until, '-infinity'::timestamptz))
        where not coalesce(r.muted, false)
        order by mb.user_id, m.sent_at desc, m.id desc`);
      return rowsOf<PendingDelivery>(result).map((row) => ({
        ...row,
        newestSentAt: new Date(row.newestSentAt),
      }));
    },

    /**
     * Records that each member was sent the messages up to their `until`; returns the members this call
     * claimed. Another process claiming the same messages first wins (its marker is not behind), so a
     * burst is delivered once across processes.
     */
    async claimDeliveries(
      gameId: string,
      claims: { userId: string; until: Date }[],
      tx: Database,
    ): Promise<string[]> {
      if (claims.length === 0) return [];
      const users = sql.join(
        claims.map((claim) => sql`${claim.userId}`),
        sql`, `,
      );
      const untils = sql.join(
        claims.map((claim) => sql`${claim.until.toISOString()}`),
        sql`, `,
      );
      const result = await tx.execute(sql`
        insert into ${gameChatReaders} (game_id, user_id, notified_until)
        select ${gameId}::uuid, c.user_id, c.until
        from unnest(array[${users}]::text[], array[${untils}]::timestamptz[]) as c(user_id, until)
        on conflict (game_id, user_id) do update set notified_until = excluded.notified_until
        where ${gameChatReaders}.notified_until is null
          or ${gameChatReaders}.notified_until < excluded.notified_until
        returning user_id as "userId"`);
      return rowsOf<{ userId: string }>(result).map((row) => row.userId);
    },
  };
}

export type GameChatRepository = ReturnType<typeof createGameChatRepository>;
