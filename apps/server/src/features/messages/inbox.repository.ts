import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { messageReadMarkers } from '../../db/schema/message-read-markers.ts';
import { directMessages } from '../../db/schema/messages.ts';
import { transactionRunner } from '../../db/transaction.ts';
import { friendshipColumns } from '../friends/friends.read-model.ts';
import { profileColumns } from '../profiles/profiles.read-model.ts';

export type ConversationRow = {
  friendId: string;
  name: string | null;
  username: string | null;
  avatarUrl: string | null;
  /** The last message's first line (the whole line: the service cuts it to a preview). */
  firstLine: string;
  sentAt: Date;
  fromMe: boolean;
  /** The last message was removed by a moderator (its line is empty). */
  removed: boolean;
  unreadCount: number;
};

export type UnreadMessages = { count: number; newest: { firstLine: string; sentAt: Date } | null };

/** The rows of a raw statement: PGlite and node-postgres both answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The inbox's reads and the read markers. Conversations are only with accepted friends (as the
 * messages themselves), so the statements read the friendships and profiles tables alongside the
 * messages: one statement per screen instead of a call per conversation.
 */
export function createInboxRepository(db: Database) {
  /** The viewer's accepted friends' ids, as a statement's first step. */
  const friendIdsOf = (viewerId: string) => sql`
    select case when f.user_id = ${viewerId} then f.friend_id else f.user_id end as id
    from ${friendshipColumns.source} f
    where (f.user_id = ${viewerId} or f.friend_id = ${viewerId}) and f.status = 'accepted'`;

  /** How many of the friend's messages to the viewer came after the viewer's read marker. */
  const unreadFrom = (viewerId: string) => sql`
    (select count(*)::int from ${directMessages} d
      where d.sender_id = fi.id and d.receiver_id = ${viewerId}
        and d.sent_at > coalesce(m.read_until, '-infinity'::timestamptz) and d.removed_at is null)`;

  return {
    transaction: transactionRunner(db),

    /**
     * Every conversation of the viewer with a friend, newest activity first: the last message in
     * either direction (each direction's newest found by the pair index) and the unread count.
     */
    async conversations(viewerId: string): Promise<ConversationRow[]> {
      const result = await db.execute(sql`
        with fi as (${friendIdsOf(viewerId)})
        select p.user_id as "friendId", p.name, p.username, p.avatar_url as "avatarUrl",
          case when last.removed_at is null then split_part(last.message, E'\n', 1) else '' end as "firstLine",
          last.sent_at as "sentAt", last.removed_at is not null as "removed",
          last.sender_id = ${viewerId} as "fromMe", ${unreadFrom(viewerId)} as "unreadCount"
        from fi
        join lateral (
          select * from (
            (select d.id, d.message, d.sent_at, d.sender_id, d.removed_at from ${directMessages} d
              where d.sender_id = ${viewerId} and d.receiver_id = fi.id
              order by d.sent_at desc, d.id desc limit 1)
            union all
            (select d.id, d.message, d.sent_at, d.sender_id, d.removed_at from ${directMessages} d
              where d.sender_id = fi.id and d.receiver_id = ${viewerId}
              order by d.sent_at desc, d.id desc limit 1)
          ) both_ways
          order by sent_at desc, id desc limit 1
        ) last on true
        join ${profileColumns.source} p on p.user_id = fi.id
        left join ${messageReadMarkers} m on m.reader_id = ${viewerId} and m.friend_id = fi.id
        order by last.sent_at desc, last.id desc`);
      return rowsOf<ConversationRow>(result).map((row) => ({ ...row, sentAt: new Date(row.sentAt) }));
    },

    /** How many messages from friends the viewer has not read, over every conversation. */
    async unreadTotal(viewerId: string): Promise<number> {
      const result = await db.execute(sql`
        with fi as (${friendIdsOf(viewerId)})
        select coalesce(sum(${unreadFrom(viewerId)}), 0)::int as total
        from fi
        left join ${messageReadMarkers} m on m.reader_id = ${viewerId} and m.friend_id = fi.id`);
      return rowsOf<{ total: number }>(result)[0]?.total ?? 0;
    },

    /**
     * Moves the reader's marker up to the friend's newest message to them; resolves to whether it
     * moved (false when there was nothing new to read).
     */
    async markRead(readerId: string, friendId: string): Promise<boolean> {
      const result = await db.execute(sql`
        insert into ${messageReadMarkers} (reader_id, friend_id, read_until)
        select ${readerId}, ${friendId}, max(d.sent_at) from ${directMessages} d
        where d.sender_id = ${friendId} and d.receiver_id = ${readerId}
        having max(d.sent_at) is not null
        on conflict (reader_id, friend_id) do update set read_until = excluded.read_until
        where ${messageReadMarkers.readUntil} is null or ${messageReadMarkers.readUntil} < excluded.read_until
        returning reader_id`);
      return rowsOf(result).length > 0;
    },

    /**
     * The sender's messages to the receiver that are neither read nor already handed to delivery:
     * how many, and the newest's first line.
     */
    async undelivered(
      input: { receiverId: string; senderId: string },
      executor: Database = db,
    ): Promise<UnreadMessages> {
      const result = await executor.execute(sql`
        select count(*)::int as count,
          (array_agg(split_part(d.message, E'\n', 1) order by d.sent_at desc, d.id desc))[1] as "firstLine",
          max(d.sent_at) as "sentAt"
        from ${directMessages} d
        left join ${messageReadMarkers} m on m.reader_id = ${input.receiverId} and m.friend_id = ${input.senderId}
        where d.sender_id = ${input.senderId} and d.receiver_id = ${input.receiverId}
          -- A message a moderator removed is never pushed or emailed.
          and d.removed_at is null
          and d.sent_at > greatest(
            coalesce(m.read_until, '-infinity'::timestamptz),
            coalesce(m.notified_until, '-infinity'::timestamptz))`);
      const row = rowsOf<{ count: number; firstLine: string | null; sentAt: string | Date | null }>(
        result,
      )[0];
      if (!row || row.count === 0 || row.firstLine === null || row.sentAt === null)
        return { count: 0, newest: null };
      return { count: row.count, newest: { firstLine: row.firstLine, sentAt: new Date(row.sentAt) } };
    },

    /**
     * Claims the sender's messages up to `until` for delivery to the receiver; resolves to false when
     * another check already claimed them (so only one of several processes delivers).
     */
    async claimDelivery(
      input: { receiverId: string; senderId: string; until: Date },
      executor: Database = db,
    ): Promise<boolean> {
      const until = input.until.toISOString();
      const result = await executor.execute(sql`
        insert into ${messageReadMarkers} (reader_id, friend_id, notified_until)
        values (${input.receiverId}, ${input.senderId}, ${until}::timestamptz)
        on conflict (reader_id, friend_id) do update set notified_until = excluded.notified_until
        where ${messageReadMarkers.notifiedUntil} is null or ${messageReadMarkers.notifiedUntil} < excluded.notified_until
        returning reader_id`);
      return rowsOf(result).length > 0;
    },
  };
}

export type InboxRepository = ReturnType<typeof createInboxRepository>;
