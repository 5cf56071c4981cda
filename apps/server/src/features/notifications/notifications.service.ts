import {
  formatNotificationCursor,
  NOTIFICATIONS_FETCH_LIMIT,
  type Notification,
  type NotificationList,
  type NotificationsPageQuery,
  type NotificationType,
  notificationLink,
  notificationTypesOf,
} from '@rally/shared/notifications/notifications.schemas';
import { notificationKindOf } from '@rally/shared/notifications/preferences.schemas';
import { userTopic } from '@rally/shared/realtime/realtime.schemas';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { DeliveryInput, DeliveryService } from '../delivery/delivery.service.ts';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.ts';

export type NotifyInput = {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  relatedId?: string | null;
  relatedUserId?: string | null;
};

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  relatedId: row.relatedId,
  relatedUserId: row.relatedUserId,
  read: row.read,
  createdAt: row.createdAt.toISOString(),
});

/** What push, email and SMS carry of an in-app notification, and whose preference decides. */
const toDelivery = (row: NotificationRow): DeliveryInput => ({
  userId: row.userId,
  kind: notificationKindOf(row.type),
  title: row.title,
  message: row.message,
  link: notificationLink(row),
  notificationId: row.id,
});

export function createNotificationsService({
  notificationsRepo,
  bus,
  delivery,
}: {
  notificationsRepo: NotificationsRepository;
  bus: RealtimeBus;
  delivery: Pick<DeliveryService, 'enqueueDeliveries'>;
}) {
  return {
    /**
     * Stores an in-app notification, tells the recipient's open tabs and queues its delivery by push,
     * email and SMS per their preferences. Pass the caller's transaction so the notification (its live
     * event and its delivery) exist only if the action that caused it commits.
     */
    async notify(input: NotifyInput, tx?: Database): Promise<Notification> {
      const row = await notificationsRepo.insert(input, tx);
      await bus.publish(userTopic(input.userId), { type: 'notification.created', id: row.id }, tx);
      await delivery.enqueueDeliveries([toDelivery(row)], tx);
      return toNotification(row);
    },

    /**
     * A notice about one person's comings and goings in one item (a player joining and leaving a game),
     * folded with the recipient's recent ones about the same person and item: within `fold.windowMs` of
     * the last, it rewrites the unread one instead of adding another, and push, email and SMS go out only
     * for the first of the window, so a player flapping in and out leaves one accurate notice and one
     * delivery. Pass the caller's transaction, holding a lock that orders the item's changes.
     */
    async notifyFolded(
      input: NotifyInput & { relatedId: string; relatedUserId: string },
      fold: { types: NotificationType[]; windowMs: number; now: Date },
      tx?: Database,
    ): Promise<Notification> {
      const latest = await notificationsRepo.latestAbout(
        { ...input, types: fold.types, since: new Date(fold.now.getTime() - fold.windowMs) },
        tx,
      );
      const content = { type: input.type, title: input.title, message: input.message, createdAt: fold.now };
      const row =
        latest && !latest.read
          ? await notificationsRepo.rewrite(latest.id, content, tx)
          : await notificationsRepo.insert({ ...input, ...content }, tx);
      // A rewritten notice is news to the open tabs too: they refetch the list.
      await bus.publish(userTopic(input.userId), { type: 'notification.created', id: row.id }, tx);
      if (!latest) await delivery.enqueueDeliveries([toDelivery(row)], tx);
      return toNotification(row);
    },

    /**
     * Stores one notification per input in a single statement and tells each recipient's open tabs;
     * pass the caller's transaction, as for {@link notify}.
     */
    async notifyMany(inputs: NotifyInput[], tx?: Database): Promise<Notification[]> {
      const rows = await notificationsRepo.insertMany(inputs, tx);
      for (const row of rows) {
        await bus.publish(userTopic(row.userId), { type: 'notification.created', id: row.id }, tx);
      }
      await delivery.enqueueDeliveries(rows.map(toDelivery), tx);
      return rows.map(toNotification);
    },

    /**
     * A page of the user's notifications, newest first, optionally of one group (games, leagues,
     * friends), with the unread count of all of them (the bell's) and the cursor of the next page.
     */
    async list(
      userId: string,
      query: NotificationsPageQuery = { kind: 'all', limit: NOTIFICATIONS_FETCH_LIMIT },
    ): Promise<NotificationList> {
      const [rows, unreadCount] = await Promise.all([
        notificationsRepo.listPage({
          userId,
          types: query.kind === 'all' ? undefined : notificationTypesOf(query.kind),
          before: query.cursor,
          // One more than the page, to know whether another follows.
          limit: query.limit + 1,
        }),
        notificationsRepo.unreadCount(userId),
      ]);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        notifications: page.map(toNotification),
        unreadCount,
        nextCursor:
          rows.length > query.limit && last
            ? formatNotificationCursor({ micros: last.cursorMicros, id: last.id })
            : null,
      };
    },

    async markRead(userId: string, id: string) {
      const result = await notificationsRepo.markRead(userId, id);
      if (result === 'missing') throw notFound('notification');
      if (result === 'changed')
        await bus.publish(userTopic(userId), { type: 'notification.read', ids: [id] });
    },

    /**
     * Marks read what no longer needs the user's attention, such as a friend request they have answered
     * elsewhere. Pass the caller's transaction so it happens only if the answer commits.
     */
    async markReadAbout(input: { userId: string; type: NotificationType; relatedId: string }, tx?: Database) {
      const ids = await notificationsRepo.markReadAbout(input, tx);
      if (ids.length > 0) await bus.publish(userTopic(input.userId), { type: 'notification.read', ids }, tx);
    },

    async markAllRead(userId: string) {
      const ids = await notificationsRepo.markAllRead(userId);
      if (ids.length > 0) await bus.publish(userTopic(userId), { type: 'notification.read', ids });
      return { updated: ids.length };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
