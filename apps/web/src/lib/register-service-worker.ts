/**
 * Registers the service worker of a production build (/sw.js: offline shell and push). The browser
 * checks for a new worker on every visit; a new one takes over once no old tab is open, so a page
 * never mixes files from two builds. Development builds have no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A failed registration only costs offline use and push; the app works the same without it.
  const register = () =>
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  // Pages drawn by the server load this script after their first paint, often after `load` has fired.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
