import type { DeliveryKind } from '@rally/shared/notifications/preferences.schemas';
import type { Database } from '../../db/client.ts';
import type { DeliveryRepository } from './delivery.repository.ts';

export type DeliveryInput = {
  userId: string;
  /** The toggle (or account notice rule) that decides the channels (delivery-channels.ts). */
  kind: DeliveryKind;
  title: string;
  message: string;
  /** The app path the notification opens (`/game/…`), or null for none. */
  link: string | null;
  notificationId?: string;
};

/**
 * Delivery beyond the open tab (push, email, SMS). Enqueuing only writes a row in the caller's
 * transaction: nothing reaches the network during the request, and a rolled-back action sends nothing.
 * The delivery jobs (delivery.jobs.ts) pick the rows up, apply the recipient's preferences and send.
 */
export function createDeliveryService({ deliveryRepo }: { deliveryRepo: Pick<DeliveryRepository, 'add'> }) {
  const toRow = (input: DeliveryInput) => ({
    userId: input.userId,
    kind: input.kind,
    title: input.title,
    message: input.message,
    link: input.link,
    notificationId: input.notificationId ?? null,
  });
  return {
    /** Queues one notification's delivery to its recipient by every channel they have on for its kind. */
    async enqueueDelivery(input: DeliveryInput, tx?: Database): Promise<void> {
      await deliveryRepo.add([toRow(input)], tx);
    },

    /** Queues many in one statement (an event that concerns a whole roster or league). */
    async enqueueDeliveries(inputs: DeliveryInput[], tx?: Database): Promise<void> {
      await deliveryRepo.add(inputs.map(toRow), tx);
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
