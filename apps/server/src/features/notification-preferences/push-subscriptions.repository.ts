import type { AllowedPushEndpoint } from '@rally/shared/notifications/push-endpoint';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/notification-preferences.ts';
import { transactionRunner } from '../../db/transaction.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export function createPushSubscriptionsRepository(db: Database) {
  return {
    transaction: transactionRunner(db),

    /**
     * Holds the account's devices until the transaction ends, so registrations made at once each see
     * the others' (the cap counts them all).
     */
    async lockDevicesOf(userId: string, tx: Database): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`push-devices:${userId}`}, 0))`);
    },

    /**
     * Stores a new device's subscription, or, when its endpoint is already stored (the endpoint names the
     * browser profile), leaves it and answers that row, locked until the transaction ends.
     */
    async insertOrFind(
      subscription: {
        userId: string;
        endpoint: AllowedPushEndpoint;
        p256dh: string;
        auth: string;
        label: string | null;
      },
      tx: Database,
    ): Promise<PushSubscriptionRow | undefined> {
      // A row removed between the two statements (by its owner, at once) lets the insert through next time.
      for (;;) {
        const [inserted] = await tx
          .insert(pushSubscriptions)
          .values(subscription)
          .onConflictDoNothing({ target: pushSubscriptions.endpoint })
          .returning({ id: pushSubscriptions.id });
        if (inserted) return undefined;
        const [existing] = await tx
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, subscription.endpoint))
          .for('update');
        if (existing) return existing;
      }
    },

    /**
     * Gives a stored device the browser's current keys and label, and its owner; a device that changes
     * hands counts as newly subscribed (its owner's newest).
     */
    async update(
      id: string,
      device: { userId: string; p256dh: string; auth: string; label: string | null },
      { changesHands }: { changesHands: boolean },
      tx: Database,
    ): Promise<void> {
      await tx
        .update(pushSubscriptions)
        .set({ ...device, ...(changesHands ? { createdAt: sql`now()`, lastSuccessAt: null } : {}) })
        .where(eq(pushSubscriptions.id, id));
    },

    /** Removes the account's devices beyond its `keep` newest. */
    async keepNewest(userId: string, keep: number, tx: Database): Promise<void> {
      const beyond = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .offset(keep);
      await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, beyond));
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
