import { z } from 'zod';
import { uuidPathParam } from '../ids.ts';

/** The panel shows the newest 50 (spec document 1 §9). */
export const NOTIFICATIONS_FETCH_LIMIT = 50;

export const NOTIFICATION_TYPES = [
  'game_created',
  'game_joined',
  'game_invitation',
  'game_join_request',
  'game_request_approved',
  'game_request_rejected',
  'game_cancelled',
  'game_left',
  'game_player_removed',
  'game_waitlist_promoted',
  'game_reminder',
  'league_created',
  'league_joined',
  'league_join_request',
  'league_request_approved',
  'league_request_rejected',
  'league_invitation',
  'league_game_request',
  'league_game_approved',
  'league_game_rejected',
  'league_game_result',
  'league_game_cancelled',
  'friend_request',
  'friend_accepted',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  relatedId: z.string().nullable(),
  relatedUserId: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** What marking every notification read answers: how many were unread. */
export const markAllReadResultSchema = z.object({ updated: z.number() });

export const notificationIdParams = z.object({
  id: uuidPathParam('The notification id', {
    code: 'notification_not_found',
    message: 'Notification not found',
  }),
});

export { notificationLink } from './notification-link.ts';
export { notificationMessages } from './notifications.messages.ts';
