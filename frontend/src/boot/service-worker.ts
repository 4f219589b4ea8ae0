/**
 * Registers the service worker the build writes (vite-plugin-pwa, `sw.js`), which keeps the page
 * shell for offline visits. Called once the page is taken over and idle, so it never competes
 * with the first paint or the takeover; a development page has no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The browser's error names the worker and the reason ("Failed to register a ServiceWorker...").
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(console.warn);
}
