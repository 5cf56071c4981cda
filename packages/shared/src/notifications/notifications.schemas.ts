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
  'game_updated',
  'game_on',
  'game_called_off',
  'game_series_ended',
  'game_cohost_added',
  'game_announcement',
  'game_no_show',
  'game_teams_published',
  'game_removed',
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
  'league_removed',
  'league_team_placed',
  'league_season_fixtures',
  'league_fixture_moved',
  'league_result_to_confirm',
  'league_result_disputed',
  'league_playoffs_seeded',
  'league_season_champion',
  'friend_request',
  'friend_accepted',
  'account_warning',
  'report_reviewed',
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
  /** Every unread notification of the user, whatever the page and the filter. */
  unreadCount: z.number().int().min(0),
  /** Pass as `cursor` for the next older page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/**
 * How the history page groups the notification types for its filter: what a game, a league or a
 * friend did, or what concerns the player's account (a moderator's warning, a report reviewed).
 * Every type belongs to exactly one group.
 */
export const NOTIFICATION_GROUPS = ['games', 'leagues', 'friends', 'account'] as const;
export const notificationGroupSchema = z.enum(NOTIFICATION_GROUPS);
export type NotificationGroup = z.infer<typeof notificationGroupSchema>;

export function notificationGroupOf(type: NotificationType): NotificationGroup {
  if (type === 'account_warning' || type === 'report_reviewed') return 'account';
  if (type.startsWith('league_')) return 'leagues';
  if (type.startsWith('friend_')) return 'friends';
  return 'games';
}

/** The types a group holds, for a filter the database can use. */
export const notificationTypesOf = (group: NotificationGroup): NotificationType[] =>
  NOTIFICATION_TYPES.filter((type) => notificationGroupOf(type) === group);

/**
 * Where a page of notifications ends: the last one's time in microseconds since the epoch and its id
 * (`1764218907123456_<uuid>`), newest first. Opaque to clients: they pass back `nextCursor`.
 */
const CURSOR_PATTERN = /^(\d{1,17})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
export type NotificationCursor = { micros: string; id: string };

export const formatNotificationCursor = (cursor: NotificationCursor) => `${cursor.micros}_${cursor.id}`;

/** GET /api/notifications: the newest first, a page at a time, optionally of one group. */
export const listNotificationsQuery = z.object({
  kind: z
    .enum(['all', ...NOTIFICATION_GROUPS], {
      error: `Kind must be one of: all, ${NOTIFICATION_GROUPS.join(', ')}.`,
    })
    .default('all'),
  cursor: z
    .string()
    .max(60)
    .regex(CURSOR_PATTERN, 'This page link is not valid. Start again from the newest notifications.')
    .transform((text): NotificationCursor => {
      const [, micros = '', id = ''] = CURSOR_PATTERN.exec(text) ?? [];
      return { micros, id: id.toLowerCase() };
    })
    .optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number.' })
    .int('Limit must be a whole number.')
    .min(1, 'Limit must be at least 1.')
    .max(NOTIFICATIONS_FETCH_LIMIT, `Limit must be at most ${NOTIFICATIONS_FETCH_LIMIT}.`)
    .default(NOTIFICATIONS_FETCH_LIMIT),
});
export type ListNotificationsQuery = z.input<typeof listNotificationsQuery>;
export type NotificationsPageQuery = z.output<typeof listNotificationsQuery>;

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
