import {
  type NotificationKind,
  type NotificationPreferences,
  type NotificationSettings,
  preferencesMessages,
} from '@rally/shared/notifications/preferences.schemas';
import type { PreferencesRepository, SavedPreferences } from './preferences.repository.ts';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository.ts';

export type { SavedPreferences };

/** What this server can deliver, as the settings page shows it. */
export type DeliveryCapabilities = NotificationSettings['delivery'];

type Deps = {
  preferencesRepo: PreferencesRepository;
  subscriptionsRepo: Pick<PushSubscriptionsRepository, 'save' | 'remove' | 'listByUser'>;
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

    /** Enable on a device: keeps its subscription and turns the push channel on. */
    async subscribeDevice(
      userId: string,
      subscription: {
        endpoint: string;
        keys: { p256dh: string; auth: string };
        label?: string | null | undefined;
      },
    ) {
      await subscriptionsRepo.save({
        userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        label: subscription.label || null,
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

    /** One-click unsubscribe from a notification email: that kind stops coming by email. */
    async stopEmailsAbout(userId: string, kind: NotificationKind): Promise<void> {
      await preferencesRepo.stopEmails(userId, kind);
    },
  };
}

export type NotificationPreferencesService = ReturnType<typeof createNotificationPreferencesService>;
