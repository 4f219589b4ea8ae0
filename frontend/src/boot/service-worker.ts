/**
 * Registers the service worker the build writes (vite-plugin-pwa, `sw.js`), which keeps the page
 * shell for offline visits. Called once the page is taken over and idle, so it never competes
 * with the first paint or the takeover; a development page has no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    console.warn('The service worker could not be registered', error);
  });
}
