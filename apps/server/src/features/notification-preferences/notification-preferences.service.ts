import { createHash } from 'node:crypto';
import { deviceLabelOf } from '@rally/shared/notifications/device-label';
import {
  type NotificationKind,
  type NotificationPreferences,
  type NotificationSettings,
  preferencesMessages,
} from '@rally/shared/notifications/preferences.schemas';
import { notFound } from '../../lib/app-error.ts';
import type { PreferencesRepository, SavedPreferences } from './preferences.repository.ts';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository.ts';

export type { SavedPreferences };

/** What this server can deliver, as the settings page shows it. */
export type DeliveryCapabilities = NotificationSettings['delivery'];

type Deps = {
  preferencesRepo: PreferencesRepository;
  subscriptionsRepo: Pick<PushSubscriptionsRepository, 'save' | 'remove' | 'removeOwn' | 'listByUser'>;
  capabilities: DeliveryCapabilities;
};

/**
 * The notification settings page: which kinds reach a player and how, their phone for SMS, and the
 * devices they turned push on in.
 */
export function createNotificationPreferencesService({
  preferencesRepo,
  subscriptionsRepo,
  capabilities,
}: Deps) {
  async function settings(userId: string, known?: SavedPreferences): Promise<NotificationSettings> {
    const [saved, devices] = await Promise.all([
      known ?? preferencesRepo.find(userId),
      subscriptionsRepo.listByUser(userId),
    ]);
    return {
      preferences: saved.preferences,
      delivery: capabilities,
      emailUnsubscribed: saved.emailUnsubscribed,
      devices: devices.map((device) => ({
        id: device.id,
        label: device.label,
        createdAt: device.createdAt.toISOString(),
        endpointDigest: createHash('sha256').update(device.endpoint).digest('hex'),
      })),
    };
  }

  return {
    settings,

    /** Saves the whole form (Save Preferences) and answers the page as it now stands. */
    async update(
      userId: string,
      {
        emailUnsubscribed,
        ...preferences
      }: NotificationPreferences & { emailUnsubscribed?: NotificationKind[] | undefined },
    ): Promise<NotificationSettings> {
      return settings(userId, await preferencesRepo.save(userId, preferences, emailUnsubscribed));
    },

    /** The user's preferences, for deciding what to deliver: the spec's defaults until they save. */
    preferencesOf: (userId: string) => preferencesRepo.find(userId),

    /**
     * Enable on a device: keeps its subscription and turns the push channel on. The device is named
     * by the label its browser sent, or else from the user agent of the subscribing request.
     */
    async subscribeDevice(
      userId: string,
      subscription: {
        endpoint: string;
        keys: { p256dh: string; auth: string };
        label?: string | null | undefined;
      },
      userAgent?: string,
    ) {
      await subscriptionsRepo.save({
        userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        label: subscription.label || deviceLabelOf(userAgent),
      });
      await preferencesRepo.setPush(userId, true);
      return { message: preferencesMessages.pushEnabled };
    },

    /**
     * Disable on a device: forgets its subscription. When it was the user's last device the push
     * channel turns off too (the spec's Disable sets push off); other devices keep theirs otherwise.
     */
    async unsubscribeDevice(userId: string, endpoint: string) {
      const remaining = await subscriptionsRepo.remove(userId, endpoint);
      if (remaining === 0) await preferencesRepo.setPush(userId, false);
      return { message: preferencesMessages.pushDisabled };
    },

    /**
     * Remove from the settings page's list of devices: only the user's own (404 otherwise). Like
     * Disable, removing the last device turns the push channel off.
     */
    async removeDevice(userId: string, deviceId: string) {
      const { removed, remaining } = await subscriptionsRepo.removeOwn(userId, deviceId);
      if (!removed) throw notFound('push device', 'Device not found');
      if (remaining === 0) await preferencesRepo.setPush(userId, false);
      return {
        message: preferencesMessages.deviceRemoved(removed.label ?? preferencesMessages.unknownDevice),
      };
    },

    /** One-click unsubscribe from a notification email: that kind stops coming by email. */
    async stopEmailsAbout(userId: string, kind: NotificationKind): Promise<void> {
      await preferencesRepo.stopEmails(userId, kind);
    },
  };
}

export type NotificationPreferencesService = ReturnType<typeof createNotificationPreferencesService>;
