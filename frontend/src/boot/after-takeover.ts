import { loadInBackground, type Chunk } from './load-in-background';
import { registerServiceWorker } from './service-worker';
import { whenIdle } from './when-idle';

/**
 * What follows the takeover, in a chunk of its own fetched once the page is idle (the first load
 * does not carry it): the chunks the page will need, each in a quiet moment of its own, and the
 * service worker. Offline, where this chunk cannot be fetched, neither could they.
 */
export function afterTakeover(later: readonly Chunk[]): void {
  void loadInBackground(later, whenIdle);
  registerServiceWorker();
}
