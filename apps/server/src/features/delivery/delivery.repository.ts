import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deliveryOutbox } from '../../db/schema/notification-delivery.ts';

export type OutboxRow = typeof deliveryOutbox.$inferSelect;
export type NewOutboxRow = typeof deliveryOutbox.$inferInsert;

export function createDeliveryRepository(db: Database) {
  return {
    /** Writes deliveries to make in the caller's transaction: they exist only if it commits. */
    async add(rows: NewOutboxRow[], executor: Database = db): Promise<void> {
      if (rows.length === 0) return;
      await executor.insert(deliveryOutbox).values(rows);
    },

    /** The oldest deliveries waiting to be handed to the channel jobs. */
    oldest(limit: number): Promise<OutboxRow[]> {
      return db.select().from(deliveryOutbox).orderBy(asc(deliveryOutbox.id)).limit(limit);
    },

    async remove(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(deliveryOutbox).where(inArray(deliveryOutbox.id, ids));
    },
  };
}

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
