import {
  isListedPushOrigin,
  type PushServiceAllowList,
  pushEndpointProblem,
} from '@rally/shared/notifications/push-endpoint';
import webPush from 'web-push';
import { bareHost, type Resolve, requestPinned, systemResolve } from './pinned-request.ts';
import { isPublicAddress } from './public-address.ts';
import type { VapidKeys } from './vapid-keys.ts';

/**
 * How long one push may take, from looking its host up to the push service's answer. Push services
 * answer in well under a second; an endpoint that takes longer holds a sender that others wait for.
 */
export const PUSH_SEND_TIMEOUT_MS = 5_000;

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

/**
 * The server does not send to this endpoint: off the allowed push services, a host that resolves to an
 * address inside the network, or an answer that redirects. Trying again would change nothing.
 */
export class PushEndpointRefused extends Error {
  override name = 'PushEndpointRefused';
  /**
   * @param forget the endpoint itself breaks the rule (a row stored before it, or under a list since
   *   narrowed), so no later send can succeed and the device is forgotten; an address or an answer may
   *   change, so those keep it.
   */
  constructor(
    message: string,
    readonly forget = false,
  ) {
    super(message);
  }
}

/**
 * Sends encrypted Web Push messages (RFC 8291) signed with the server's VAPID keys, only to the allowed
 * push services at public addresses (an origin the list writes out, a local test service, is exempt
 * from the address check), connecting to the address it checked, never following a redirect, and
 * giving up after PUSH_SEND_TIMEOUT_MS.
 */
export function createPushChannel({
  keys,
  subject,
  pushServices,
  resolve = systemResolve,
}: {
  keys: VapidKeys;
  subject: string;
  pushServices: PushServiceAllowList;
  /** The host name resolver; tests stand in for DNS with it. */
  resolve?: Resolve;
}) {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    /**
     * Resolves when the push service accepted it; throws PushSubscriptionGone for a dead subscription
     * and PushEndpointRefused for an endpoint the server does not send to.
     */
    async send(target: PushTarget, payload: PushPayload): Promise<void> {
      // Checked again here: a row stored before the rule, or under a list since narrowed, is not sent to.
      const problem = pushEndpointProblem(target.endpoint, pushServices);
      if (problem) throw new PushEndpointRefused(problem, true);
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        // A day: a phone that is off overnight still gets the morning's reminders.
        { vapidDetails, TTL: 86_400 },
      );
      const url = new URL(target.endpoint);
      const deadline = AbortSignal.timeout(PUSH_SEND_TIMEOUT_MS);

      const addresses = await withDeadline(resolve(bareHost(url)), deadline);
      const inside = addresses.find(({ address }) => !isPublicAddress(address));
      if (addresses.length === 0 || (inside && !isListedPushOrigin(target.endpoint, pushServices)))
        throw new PushEndpointRefused(
          `${url.hostname} resolves to ${inside?.address ?? 'nothing'}, not a public address`,
        );

      const status = await requestPinned(url, addresses, {
        method: request.method,
        headers: request.headers as Record<string, string | number>,
        body: request.body ?? null,
        signal: deadline,
      });
      if (status === 404 || status === 410) throw new PushSubscriptionGone(`push service answered ${status}`);
      if (status >= 300 && status < 400)
        throw new PushEndpointRefused(`push service answered a redirect (${status}), which is not followed`);
      if (status < 200 || status >= 300) throw new Error(`push service answered ${status}`);
    },
  };
}

export type PushChannel = ReturnType<typeof createPushChannel>;

/** The promise, or the signal's reason once it fires first. */
function withDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
