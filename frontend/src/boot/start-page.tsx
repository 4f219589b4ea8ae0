import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { stopRecordingKeyButtons } from './early-input';
import { afterFirstInput } from './after-first-input';
import { PrerenderedPage } from './prerendered-pass';
import { loadInBackground, type Chunk } from './load-in-background';
import { registerServiceWorker } from './service-worker';
import { whenIdle } from './when-idle';

export type { Chunk };

export interface PageStart<Link> {
  /** The game the address names, once its code is here (or known to be unavailable). */
  link: Promise<Link>;
  /** The page for that game. */
  render: (link: Link) => ReactNode;
  /**
   * Chunks fetched one by one from the player's first key or press, each while the page is idle,
   * so each is here before it is needed.
   */
  later: readonly Chunk[];
}

/**
 * Starts the page: React takes over the prerendered markup (or, on the development server's
 * page, which has none, renders it), then the service worker is registered while the page is
 * idle, and the later chunks follow from the player's first input. The order of events from the
 * first byte is in this folder's README.
 */
export function startPage<Link>({ link, render, later }: PageStart<Link>): void {
  // index.html's own element: React says so should it ever be missing.
  const root = document.getElementById('root') as HTMLElement;
  // The service worker, and once the player plays, the chunks they will need, each in a quiet
  // moment of its own.
  const afterTakeover = () => {
    registerServiceWorker();
    afterFirstInput(() => loadInBackground(later, whenIdle));
  };
  // The built page holds the app's prerendered markup (scripts/prerender.ts); a development page
  // does not, and the build leaves this branch out.
  if (import.meta.env.DEV && root.firstElementChild === null) {
    void link.then((link) => {
      createRoot(root).render(render(link));
      whenIdle(afterTakeover);
    });
    return;
  }
  const takeOver = (link: Link) => {
    // As a transition, React takes the page over in slices that leave the main thread free
    // between them (a plain hydration is one long task): the page is on screen meanwhile.
    stopRecordingKeyButtons();
    startTransition(() => {
      hydrateRoot(root, <PrerenderedPage>{render(link)}</PrerenderedPage>);
    });
    whenIdle(afterTakeover);
  };
  // In a task of its own, not in the one that ran the page's script: together they were one long task.
  void link.then((link) => setTimeout(() => takeOver(link), 0));
}
