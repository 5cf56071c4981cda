import { z } from 'zod';
import { uuidPathParam } from '../ids.ts';
import type { NotificationType } from './notifications.schemas.ts';
import { allowedPushEndpointSchema, type PushServiceAllowList } from './push-endpoint.ts';

/**
 * What a notification is about, as the preferences name it: the settings page's game and social
 * toggles (spec document 1 §2) and the profile's games, friends, leagues and messages (§3), one model.
 * The profile's "games" is `gameActivity`, its "friends" is `friendRequests`.
 */
export const NOTIFICATION_KINDS = [
  'gameReminders',
  'gameInvitations',
  'gameCancellations',
  'gameActivity',
  'friendRequests',
  'leagues',
  'messages',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** How a notification reaches a player beyond the open tab. In-app notifications are always kept. */
export const DELIVERY_CHANNELS = ['push', 'email', 'sms'] as const;
export const deliveryChannelSchema = z.enum(DELIVERY_CHANNELS);
export type DeliveryChannel = z.infer<typeof deliveryChannelSchema>;

/** E.164: a plus, a country code and up to 15 digits in all. */
export const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;

/** Spec document 1 §9 defaults: every kind on; push on; email and SMS off. */
export const NOTIFICATION_PREFERENCE_DEFAULTS = {
  gameReminders: true,
  gameInvitations: true,
  gameCancellations: true,
  gameActivity: true,
  friendRequests: true,
  leagues: true,
  messages: true,
  push: true,
  email: false,
  sms: false,
  phone: null,
} as const satisfies NotificationPreferences;

export const notificationPreferencesSchema = z.object({
  gameReminders: z.boolean(),
  gameInvitations: z.boolean(),
  gameCancellations: z.boolean(),
  gameActivity: z.boolean(),
  friendRequests: z.boolean(),
  leagues: z.boolean(),
  messages: z.boolean(),
  push: z.boolean(),
  email: z.boolean(),
  sms: z.boolean(),
  /** For SMS; E.164. */
  phone: z.string().nullable(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /api/notification-preferences: the whole page at once (Save Preferences). */
export const updateNotificationPreferencesInput = notificationPreferencesSchema.extend({
  phone: z
    .string()
    .trim()
    .transform((phone) => phone.replace(/[\s().-]/g, ''))
    .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), {
      message: 'Enter the phone number with its country code, like +14155550123.',
    })
    .transform((phone) => phone || null)
    .nullish()
    .transform((phone) => phone ?? null),
  /** Omitted: the kinds unsubscribed by email link stay so; given: exactly these stay unsubscribed. */
  emailUnsubscribed: z.array(notificationKindSchema).max(NOTIFICATION_KINDS.length).optional(),
});
export type UpdateNotificationPreferencesInput = z.input<typeof updateNotificationPreferencesInput>;

/** GET /api/notification-preferences: the preferences and what this server can deliver. */
export const notificationSettingsSchema = z.object({
  preferences: notificationPreferencesSchema,
  delivery: z.object({
    /** The server's VAPID public key (base64url) for `pushManager.subscribe`. */
    pushPublicKey: z.string(),
    /** Whether an SMTP server is configured for notification emails. */
    email: z.boolean(),
    /** Whether an SMS provider is configured; without one the SMS toggle is disabled and says why. */
    sms: z.boolean(),
  }),
  /**
   * Kinds whose emails were stopped from an email's unsubscribe link, while email stays on for the rest.
   * Saving the form with a kind left out of `emailUnsubscribed` turns its emails back on.
   */
  emailUnsubscribed: z.array(notificationKindSchema),
  /** This account's saved push subscriptions (devices), newest first. */
  devices: z.array(
    z.object({
      id: z.string(),
      /** "Chrome on Android", from the browser's user agent when it subscribed; null when unknown. */
      label: z.string().nullable(),
      createdAt: z.string(),
      /**
       * SHA-256 of the subscription's endpoint (hex), so a browser can find itself in the list
       * ("This device") without the server handing out other devices' endpoints.
       */
      endpointDigest: z.string(),
    }),
  ),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** POST /api/push-subscriptions: a browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionInput = z.object({
  endpoint: z.url().max(2_000),
  expirationTime: z.number().nullish(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  /** A short device label from the browser (say "Chrome on Android"), to tell devices apart. */
  label: z.string().trim().max(100).nullish(),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInput>;
/**
 * POST /api/push-subscriptions as the server reads it: the endpoint must be on one of the push services
 * it allows (see push-endpoint.ts), or the request is refused with the reason.
 */
export const allowedPushSubscriptionInput = (allowList: PushServiceAllowList) =>
  pushSubscriptionInput.extend({ endpoint: allowedPushEndpointSchema(allowList) });
/** DELETE /api/push-subscriptions: this device's endpoint. */
export const removePushSubscriptionInput = z.object({ endpoint: z.url().max(2_000) });
/** DELETE /api/push-subscriptions/:id: one of the account's devices, from the settings page's list. */
export const pushDeviceParams = z.object({
  id: uuidPathParam('The device id', { code: 'push_device_not_found', message: 'Device not found' }),
});

/** The spec's texts (document 1 §8) and Rally's own. */
export const preferencesMessages = {
  updateFailed: 'Failed to update preferences. Please try again.',
  saveFailed: 'Failed to save preferences',
  loginRequired: 'You must be logged in to save preferences',
  saved: 'Preferences saved',
  pushDeniedDevice:
    'Notifications are blocked on this device. Allow them in your device settings to get push notifications.',
  pushDeniedBrowser:
    'Notifications are blocked in this browser. Allow them in the site settings to get push notifications.',
  pushUnreachable:
    "This browser can't reach its push service right now, so push notifications can't be turned on here.",
  pushUnsupported: "This browser doesn't support push notifications.",
  pushEnabled: 'Push notifications enabled',
  pushDisabled: 'Push notifications disabled',
  pushDeviceTaken:
    'This browser already gets push notifications for another account. Turn them off there, then try again.',
  deviceRemoved: (device: string) => `${device} removed`,
  unknownDevice: 'Unknown device',
  smsUnavailable: 'Text messages are not available on this server yet.',
  unsubscribed: (kind: string) => `You will no longer get emails about ${kind}.`,
} as const;

/**
 * Notices about the player's own account, which no kind toggle turns off. A moderator's warning
 * (`accountSafety`) is a safety message, like a password email: in-app, by push and by email whatever
 * the settings say (by SMS when texts are on). "Your report was reviewed" (`accountUpdates`) answers
 * something the player did: in-app always, and by push, email and SMS as those switches say.
 */
export const ACCOUNT_NOTICE_KINDS = ['accountSafety', 'accountUpdates'] as const;
export type AccountNoticeKind = (typeof ACCOUNT_NOTICE_KINDS)[number];

/** What decides how a notification is delivered: the kind toggle it falls under, or an account notice's rule. */
export type DeliveryKind = NotificationKind | AccountNoticeKind;

export const isAccountNoticeKind = (kind: string): kind is AccountNoticeKind =>
  (ACCOUNT_NOTICE_KINDS as readonly string[]).includes(kind);

/** Which preference (or account notice rule) decides whether a notification of this type is delivered. */
export function notificationKindOf(type: NotificationType): DeliveryKind {
  if (type === 'game_reminder') return 'gameReminders';
  if (type === 'game_invitation') return 'gameInvitations';
  // An ended series cancels its upcoming games, and a game called off for too few players is off as
  // surely as one its host cancelled: the same toggle as one cancelled game.
  // A game a moderator removed (or whose host was suspended) is cancelled all the same.
  if (
    type === 'game_cancelled' ||
    type === 'game_series_ended' ||
    type === 'game_called_off' ||
    type === 'game_removed'
  ) {
    return 'gameCancellations';
  }
  // About the account itself, not a game: a player who turns off "your games" still hears a warning.
  if (type === 'account_warning') return 'accountSafety';
  if (type === 'report_reviewed') return 'accountUpdates';
  if (type === 'friend_request' || type === 'friend_accepted') return 'friendRequests';
  if (type.startsWith('league_')) return 'leagues';
  return 'gameActivity';
}

/** The words an unsubscribe confirmation and email footer use for each kind. */
export const notificationKindLabels: Readonly<Record<NotificationKind, string>> = {
  gameReminders: 'game reminders',
  gameInvitations: 'game invitations',
  gameCancellations: 'game cancellations',
  gameActivity: 'your games',
  friendRequests: 'friend requests',
  leagues: 'your leagues',
  messages: 'messages',
};
