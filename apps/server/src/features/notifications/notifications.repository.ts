import type { NotificationCursor } from '@rally/shared/notifications/notifications.schemas';
import { and, count, desc, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';

export type NewNotification = typeof notifications.$inferInsert;
export type NotificationRow = typeof notifications.$inferSelect;

export function createNotificationsRepository(db: Database) {
  const pageColumns = {
    ...getTableColumns(notifications),
    cursorMicros: sql<string>`(extract(epoch from ${notifications.createdAt}) * 1000000)::bigint::text`,
  };
  // The bell's two reads on every page load, built once: building a statement costs more CPU than
  // PostgreSQL spends answering these.
  const firstPageOfAll = db
    .select(pageColumns)
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .prepare('notifications_first_page');
  const unreadOf = db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), eq(notifications.read, false)))
    .prepare('notifications_unread_count');

  return {
    async insert(notification: NewNotification, executor: Database = db): Promise<NotificationRow> {
      const [row] = await executor.insert(notifications).values(notification).returning();
      return row!;
    },

    /** Many notifications in one statement (an event that concerns a whole roster or league). */
    async insertMany(rows: NewNotification[], executor: Database = db): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      return executor.insert(notifications).values(rows).returning();
    },

    /**
     * The user's newest notification of these types about one item and one person since `since`: the
     * one a new notice about them folds into. Read in the caller's transaction, under its lock.
     */
    async latestAbout(
      about: {
        userId: string;
        types: NotificationRow['type'][];
        relatedId: string;
        relatedUserId: string;
        since: Date;
      },
      executor: Database = db,
    ): Promise<NotificationRow | undefined> {
      const [row] = await executor
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, about.userId),
            inArray(notifications.type, about.types),
            eq(notifications.relatedId, about.relatedId),
            eq(notifications.relatedUserId, about.relatedUserId),
            gte(notifications.createdAt, about.since),
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(1);
      return row;
    },

    /** Rewrites an unread notification to say what happened since, dated now. */
    async rewrite(
      id: string,
      change: Pick<NewNotification, 'type' | 'title' | 'message'> & { createdAt: Date },
      executor: Database = db,
    ): Promise<NotificationRow> {
      const [row] = await executor
        .update(notifications)
        .set(change)
        .where(eq(notifications.id, id))
        .returning();
      return row!;
    },

    /**
     * One page of the user's notifications, newest first, of these types if given, older than the
     * cursor if given. Each row carries its own cursor: its time to the microsecond (a JavaScript date
     * keeps only milliseconds, which would skip or repeat rows created in the same millisecond).
     */
    listPage(page: {
      userId: string;
      types?: NotificationRow['type'][] | undefined;
      before?: NotificationCursor | undefined;
      limit: number;
    }): Promise<(NotificationRow & { cursorMicros: string })[]> {
      if (!page.types && !page.before)
        return firstPageOfAll.execute({ userId: page.userId, limit: page.limit });
      const before = page.before
        ? sql`(${notifications.createdAt}, ${notifications.id}) < (timestamptz 'epoch' + ${page.before.micros}::bigint * interval '1 microsecond', ${page.before.id}::uuid)`
        : undefined;
      return db
        .select(pageColumns)
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, page.userId),
            page.types ? inArray(notifications.type, page.types) : undefined,
            before,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(page.limit);
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await unreadOf.execute({ userId });
      return row?.value ?? 0;
    },

    /** Marks one of the user's own notifications read; returns whether it changed. */
    async markRead(userId: string, id: string): Promise<'changed' | 'unchanged' | 'missing'> {
      const [found] = await db
        .select({ read: notifications.read })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      if (!found) return 'missing';
      if (found.read) return 'unchanged';
      await db.update(notifications).set({ read: true }).where(eq(notifications.id, id));
      return 'changed';
    },

    /** Marks read the user's unread notifications of a type about one item; returns their ids. */
    async markReadAbout(
      input: { userId: string; type: NotificationRow['type']; relatedId: string },
      executor: Database = db,
    ): Promise<string[]> {
      const rows = await executor
        .update(notifications)
        .set({ read: true })
        .where(
          and(
            eq(notifications.userId, input.userId),
            eq(notifications.type, input.type),
            eq(notifications.relatedId, input.relatedId),
            eq(notifications.read, false),
          ),
        )
        .returning({ id: notifications.id });
      return rows.map((row) => row.id);
    },

    async markAllRead(userId: string): Promise<string[]> {
      const rows = await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
        .returning({ id: notifications.id });
      return rows.map((row) => row.id);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
