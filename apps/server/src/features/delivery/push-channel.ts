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
      // web-push encrypts and signs; the request itself goes through fetch, which also reaches a
      // local push service over plain http (tests run one).
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        // A day: a phone that is off overnight still gets the morning's reminders.
        { vapidDetails, TTL: 86_400 },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410)
        throw new PushSubscriptionGone(`push service answered ${response.status}`);
      if (!response.ok) throw new Error(`push service answered ${response.status}`);
    },
  };
}

export type PushChannel = ReturnType<typeof createPushChannel>;
