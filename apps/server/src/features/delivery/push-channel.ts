import webPush from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';

/** What the service worker shows: it reads these fields of the push's JSON. */
export type PushPayload = {
  title: string;
  message: string;
  link: string | null;
  notificationId: string | null;
  icon: string;
};

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** The push service no longer knows the subscription (404/410): it must be forgotten, not retried. */
export class PushSubscriptionGone extends Error {
  override name = 'PushSubscriptionGone';
}

/** Sends encrypted Web Push messages (RFC 8291) signed with the server's VAPID keys. */
export function createPushChannel({ keys, subject }: { keys: VapidKeys; subject: string }) {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    /** Resolves when the push service accepted it; throws PushSubscriptionGone for a dead subscription. */
    async send(target: PushTarget, payload: PushPayload): Promise<void> {
      try {
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          // A day: a phone that is off overnight still gets the morning's reminders.
          { vapidDetails, TTL: 86_400, timeout: 10_000 },
        );
      } catch (error) {
        if (error instanceof webPush.WebPushError && (error.statusCode === 404 || error.statusCode === 410))
          throw new PushSubscriptionGone(`push service answered ${error.statusCode}`);
        throw error;
      }
    },
  };
}

export type PushChannel = ReturnType<typeof createPushChannel>;
