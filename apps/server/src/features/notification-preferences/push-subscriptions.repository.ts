import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/notification-delivery.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export function createPushSubscriptionsRepository(db: Database) {
  return {
    /**
     * Stores a device's subscription. The endpoint names the browser profile, so the same endpoint
     * again (a re-subscribe, or another account signing in on that browser) is the same row, now the
     * current user's, with the browser's current keys.
     */
    async save(subscription: {
      userId: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      label: string | null;
    }): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values(subscription)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId: subscription.userId,
            p256dh: subscription.p256dh,
            auth: subscription.auth,
            label: subscription.label,
          },
        });
    },

    /** Removes the user's own subscription at this endpoint; returns how many of theirs remain. */
    async remove(userId: string, endpoint: string): Promise<number> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      return row?.count ?? 0;
    },

    /**
     * Removes one of the user's own devices by id (another user's id removes nothing); answers
     * the removed device's label (undefined when it was not theirs) and how many of theirs remain.
     */
    async removeOwn(
      userId: string,
      id: string,
    ): Promise<{ removed: { label: string | null } | undefined; remaining: number }> {
      const [removed] = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)))
        .returning({ label: pushSubscriptions.label });
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      return { removed, remaining: row?.count ?? 0 };
    },

    /** The user's devices, newest first. */
    listByUser(userId: string): Promise<PushSubscriptionRow[]> {
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
    },

    async findById(id: string): Promise<PushSubscriptionRow | undefined> {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
      return row;
    },

    /** The push service said this subscription is gone (404/410): nothing will ever reach it again. */
    async deleteById(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    async markDelivered(id: string, at: Date): Promise<void> {
      await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, id));
    },
  };
}

export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;
