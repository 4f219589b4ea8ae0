import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { PRERENDERED_DIALOG_ATTRIBUTE, PRERENDERED_HELP } from './prerendered-dialog';
import { PrerenderedPage } from './prerendered-pass';

/** The page's markup, made by the build (scripts/prerender.ts) from the app's own components. */
export interface PrerenderedMarkup {
  /** The app, for React to hydrate in #root. */
  app: string;
  /** How To Play as it opens on a first visit, placed beside #root, where a dialog goes. */
  help: string;
}

/**
 * Renders the page once, as the takeover will find it: the app as the first render of a player
 * the build knows nothing about (`usePageTakeover().asPrerendered`), and the dialog a first
 * visitor sees, marked as the prerendered copy that stands for How To Play until it is closed.
 */
export function prerenderPage({ app, help }: { app: ReactNode; help: ReactNode }): PrerenderedMarkup {
  return {
    app: renderToString(<PrerenderedPage>{app}</PrerenderedPage>),
    help: `<div ${PRERENDERED_DIALOG_ATTRIBUTE}="${PRERENDERED_HELP}">${renderToStaticMarkup(help)}</div>`,
  };
}
