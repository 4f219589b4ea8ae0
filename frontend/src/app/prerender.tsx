import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { GameApi } from '../api/game-api';
import { config } from '../config/config';
import { DialogsInPlace } from '../dialogs/Dialog';
import { HowToPlayDialog } from '../dialogs/HowToPlayDialog';
import { PRERENDERED_DIALOG_ATTRIBUTE } from '../dialogs/prerendered-dialog';
import type { KeyValueStore } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage';
import { ServicesProvider, type Services } from '../services/services';
import { App } from './App';
import { prepareBeforePaint } from './before-paint';
import * as dialogs from './dialogs';

/** The page's markup, made by the build (scripts/prerender.ts) from the app's own components. */
export interface PrerenderedPage {
  /** The app, for React to hydrate in #root. */
  app: string;
  /** How To Play as it opens on a first visit, placed beside #root, where a dialog goes. */
  help: string;
  /** The script the head runs before the first paint. */
  beforePaint: string;
}

const emptyStore: KeyValueStore = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** Nothing is fetched while prerendering: only the first render runs, never an effect. */
const noApi = new Proxy({} as GameApi, {
  get: () => () => Promise.reject(new Error('The prerender reaches no server')),
});

const services: Services = {
  api: noApi,
  store: emptyStore,
  timeZone: () => 'UTC',
  now: () => Date.now(),
  reload: () => undefined,
};

export async function prerenderPage(): Promise<PrerenderedPage> {
  // The dialog chunks start loading as the app's modules load: let them finish first.
  await Promise.all(Object.values(dialogs).map((dialog) => dialog.ready));
  const app = renderToString(
    <StrictMode>
      <ServicesProvider services={services}>
        <App config={config} />
      </ServicesProvider>
    </StrictMode>,
  );
  const dialog = renderToStaticMarkup(
    <DialogsInPlace>
      <HowToPlayDialog title={config.title} onClose={() => undefined} />
    </DialogsInPlace>,
  );
  const keys = {
    theme: STORAGE_KEYS.theme,
    settings: STORAGE_KEYS.settings,
    welcomed: STORAGE_KEYS.welcomed,
    gameState: STORAGE_KEYS.gameState,
    statistics: STORAGE_KEYS.statistics,
  };
  return {
    app,
    help: `<div ${PRERENDERED_DIALOG_ATTRIBUTE}="help">${dialog}</div>`,
    beforePaint: `(${prepareBeforePaint.toString()})(${JSON.stringify(keys)});`,
  };
}
