import { deviceLabelOf } from '@rally/shared/notifications/device-label';
/**
 * This browser's side of Web Push: whether it can push at all, its permission, and its subscription.
 * Everything here talks to browser APIs only; the server calls live in ../api.
 */

/** What this device can do about push right now. */
export type PushDeviceState = 'unsupported' | 'blocked' | 'off' | 'on' | 'unreachable';

/** How long to wait for the service worker before saying the push service cannot be reached. */
const SERVICE_WORKER_TIMEOUT_MS = 10_000;

/** Whether the browser has everything push needs (a service worker, the Push API, notifications). */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * Phones and installed apps send the player to the device's settings to unblock notifications;
 * a desktop browser tab to the site settings.
 */
export function isDeviceManagedPermission(): boolean {
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  const mobile =
    (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile ??
    /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
  return standalone || mobile;
}

/** This browser's label in the player's list of devices, like "Chrome on Android" (null if unknown). */
export function deviceLabel(userAgent = navigator.userAgent): string | null {
  return deviceLabelOf(userAgent);
}

/** The VAPID key arrives as base64url; `pushManager.subscribe` wants its bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The registered service worker, registering it when the app has not yet (say, in a first visit). */
async function readyServiceWorker(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return withTimeout(navigator.serviceWorker.ready, SERVICE_WORKER_TIMEOUT_MS);
}

/** This device's current push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * SHA-256 (hex) of this device's push endpoint, as the server lists each device's, so the list can
 * mark "This device"; null without a subscription.
 */
export async function thisDeviceDigest(): Promise<string | null> {
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription || !crypto.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(subscription.endpoint));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The state to show before the player does anything. */
export async function readPushDeviceState(): Promise<PushDeviceState> {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription().catch(() => null)) ? 'on' : 'off';
}

/**
 * Asks for permission and subscribes this device with the server's key. Returns the subscription,
 * or the state that stopped it: blocked (permission refused), off (prompt dismissed) or unreachable
 * (no push service).
 */
export async function subscribeThisDevice(
  pushPublicKey: string,
): Promise<PushSubscription | 'blocked' | 'off' | 'unsupported' | 'unreachable'> {
  if (!isPushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  // A dismissed prompt leaves push off: the player may ask again.
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  try {
    const registration = await readyServiceWorker();
    const existing = await registration.pushManager.getSubscription();
    if (existing) return existing;
    return await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(pushPublicKey),
    });
  } catch {
    // Incognito windows, blocked push services and offline browsers all end here.
    return 'unreachable';
  }
}
