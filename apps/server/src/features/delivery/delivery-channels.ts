import type {
  DeliveryKind,
  NotificationKind,
  NotificationPreferences,
} from '@rally/shared/notifications/preferences.schemas';

/** The channels one notification goes out by, beyond the in-app list (which keeps every notification). */
export type DeliveryChannels = { push: boolean; email: boolean; sms: boolean };

/**
 * Which channels a notification of `kind` takes for a player with these settings. A kind the settings
 * page toggles needs its toggle on, then each channel's switch (and email not stopped for that kind by
 * an unsubscribe link). A moderator's warning (`accountSafety`) goes by push and email whatever the
 * settings say, as a password email does; "your report was reviewed" (`accountUpdates`) has no toggle
 * of its own and follows the channel switches. SMS always needs its switch and a phone: texts cost the
 * player, and they asked for them.
 */
export function deliveryChannelsFor(
  kind: DeliveryKind,
  {
    preferences,
    emailUnsubscribed,
  }: { preferences: NotificationPreferences; emailUnsubscribed: NotificationKind[] },
): DeliveryChannels {
  const sms = preferences.sms && preferences.phone !== null;
  if (kind === 'accountSafety') return { push: true, email: true, sms };
  if (kind === 'accountUpdates') return { push: preferences.push, email: preferences.email, sms };
  if (!preferences[kind]) return { push: false, email: false, sms: false };
  return {
    push: preferences.push,
    email: preferences.email && !emailUnsubscribed.includes(kind),
    sms,
  };
}
