/// <reference lib="webworker" />
/**
 * Rally's service worker: keeps the built app shell for offline use, shows pushed notifications
 * and opens their link when tapped. The build (vite-service-worker.ts) strips the types, fills in
 * the precache list and writes it to /sw.js. It imports nothing, so it ships as one small file.
 */

// A worker's global, typed as the service worker it is (the WebWorker library types it as any worker).
const sw = self as unknown as ServiceWorkerGlobalScope;

/** Replaced at build time with the app shell's files (hashed assets, index.html, offline page, icons). */
const PRECACHE: string[] = JSON.parse('__RALLY_PRECACHE__');
/** Replaced at build time with a hash of that list: a new build gets a new cache, and the old one is dropped. */
const CACHE_NAME = 'rally-shell-__RALLY_VERSION__';
const SHELL = '/index.html';
const OFFLINE_PAGE = '/offline.html';
/** Never answered from a cache: data, uploads and the development mailbox are always live. */
const NETWORK_ONLY_PREFIXES = ['/api/', '/media/', '/dev/'];

type PushPayload = { title?: string; message?: string; link?: string | null; icon?: string };

sw.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE_NAME).then((cache) => cache.addAll(PRECACHE)));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('rally-shell-') && name !== CACHE_NAME)
          .map((name) => caches.delete(name)),
      );
      // The first visit is controlled at once, so it works offline without a second load.
      await sw.clients.claim();
    })(),
  );
});

async function navigate(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    // Offline: the cached shell runs the app (its own pages say what needs the network);
    // without a shell, the offline page with its Retry.
    return (
      (await caches.match(SHELL, { ignoreVary: true })) ??
      (await caches.match(OFFLINE_PAGE, { ignoreVary: true })) ??
      Response.error()
    );
  }
}

async function cachedOrFetched(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: CACHE_NAME, ignoreVary: true });
  return cached ?? fetch(request);
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (NETWORK_ONLY_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request));
    return;
  }
  event.respondWith(cachedOrFetched(request));
});

sw.addEventListener('push', (event) => {
  let payload: PushPayload = {};
  try {
    payload = (event.data?.json() as PushPayload | undefined) ?? {};
  } catch {
    payload = { message: event.data?.text() ?? '' };
  }
  const title = payload.title || 'Rally';
  event.waitUntil(
    sw.registration.showNotification(title, {
      body: payload.message ?? '',
      icon: payload.icon || '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { link: payload.link ?? '/dashboard' },
    }),
  );
});

/** Focuses an open Rally tab and takes it to the notification's page, or opens one. */
async function openLink(link: string): Promise<void> {
  const target = new URL(link, sw.location.origin).href;
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === sw.location.origin);
  if (open) {
    const focused = await open.focus();
    // Only a tab this worker controls can be navigated; another one still gets focus, then a new window.
    if (await focused.navigate(target).catch(() => null)) return;
  }
  await sw.clients.openWindow(target);
}

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data as { link?: string } | null)?.link ?? '/dashboard';
  event.waitUntil(openLink(link));
});
