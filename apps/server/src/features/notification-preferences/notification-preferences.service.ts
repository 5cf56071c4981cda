import { createHash, timingSafeEqual } from 'node:crypto';
import { PUSH_DEVICES_MAX } from '@rally/shared/limits';
import { deviceLabelOf } from '@rally/shared/notifications/device-label';
import {
  type NotificationKind,
  type NotificationPreferences,
  type NotificationSettings,
  preferencesMessages,
} from '@rally/shared/notifications/preferences.schemas';
import type { AllowedPushEndpoint } from '@rally/shared/notifications/push-endpoint';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { PreferencesRepository, SavedPreferences } from './preferences.repository.ts';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository.ts';

export type { SavedPreferences };

/** What this server can deliver, as the settings page shows it. */
export type DeliveryCapabilities = NotificationSettings['delivery'];

type Deps = {
  preferencesRepo: PreferencesRepository;
  subscriptionsRepo: Pick<
    PushSubscriptionsRepository,
    | 'transaction'
    | 'lockDevicesOf'
    | 'insertOrFind'
    | 'update'
    | 'keepNewest'
    | 'remove'
    | 'removeOwn'
    | 'listByUser'
  >;
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
     * by the label its browser sent, or else from the user agent of the subscribing request. An account
     * keeps its PUSH_DEVICES_MAX newest devices: one more replaces its oldest. An endpoint another
     * account has stays theirs unless the caller sends its keys too (the auth secret only that browser
     * holds): a browser signed into a new account moves its device, a copied endpoint moves nothing.
     */
    async subscribeDevice(
      userId: string,
      subscription: {
        endpoint: AllowedPushEndpoint;
        keys: { p256dh: string; auth: string };
        label?: string | null | undefined;
      },
      userAgent?: string,
    ) {
      const device = {
        userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        label: subscription.label || deviceLabelOf(userAgent),
      };
      const stored = await subscriptionsRepo.transaction(async (tx) => {
        await subscriptionsRepo.lockDevicesOf(userId, tx);
        const existing = await subscriptionsRepo.insertOrFind(device, tx);
        if (existing) {
          const changesHands = existing.userId !== userId;
          if (changesHands && !sameKeys(existing, device)) return false;
          await subscriptionsRepo.update(existing.id, device, { changesHands }, tx);
        }
        await subscriptionsRepo.keepNewest(userId, PUSH_DEVICES_MAX, tx);
        return true;
      });
      if (!stored) throw conflict('push_device_taken', preferencesMessages.pushDeviceTaken);
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

/** Whether a request carries the stored subscription's keys, compared in constant time. */
function sameKeys(
  stored: { p256dh: string; auth: string },
  given: { p256dh: string; auth: string },
): boolean {
  const digest = (keys: { p256dh: string; auth: string }) =>
    createHash('sha256').update(`${keys.p256dh}\n${keys.auth}`).digest();
  return timingSafeEqual(digest(stored), digest(given));
}

export type NotificationPreferencesService = ReturnType<typeof createNotificationPreferencesService>;
