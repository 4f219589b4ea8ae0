import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { GameApi } from '../api/game-api';
import { config } from '../config/config';
import { DialogsInPlace } from '../dialogs/Dialog';
import { HowToPlayDialog } from '../dialogs/HowToPlayDialog';
import { PRERENDERED_DIALOG_ATTRIBUTE } from '../dialogs/prerendered-dialog';
import type { KeyValueStore } from '../platform/storage';
import { STORAGE_KEYS } from '../platform/storage';
import { ServicesProvider, type Services } from '../environment/services';
import { App } from './App';
import { PrerenderedPage } from './use-prerendered-pass';
import { loadScriptsAfterFirstPaint, prepareBeforePaint, type PageScripts } from './before-paint';
import { recordEarlyInputSource } from '../game/early-input-recorder';
import * as dialogs from './dialogs';

/** The page's markup, made by the build (scripts/prerender.ts) from the app's own components. */
export interface PrerenderedPage {
  /** The app, for React to hydrate in #root. */
  app: string;
  /** How To Play as it opens on a first visit, placed beside #root, where a dialog goes. */
  help: string;
  /**
   * The script the head runs before the first paint: theme and help, recording the player's keys
   * until the app takes them (game/early-input.ts), and, when `scripts` are given, loading them
   * after the first paint.
   */
  beforePaint: (scripts?: PageScripts) => string;
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
  // Every dialog's chunk, so the first render finds them all.
  await Promise.all(Object.values(dialogs).map((dialog) => dialog.load()));
  const app = renderToString(
    <StrictMode>
      <ServicesProvider services={services}>
        <PrerenderedPage>
          <App config={config} />
        </PrerenderedPage>
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
    beforePaint: (scripts) =>
      [
        `(${prepareBeforePaint.toString()})(${JSON.stringify(keys)});`,
        recordEarlyInputSource(),
        scripts ? `(${loadScriptsAfterFirstPaint.toString()})(${JSON.stringify(scripts)});` : '',
      ].join(''),
  };
}
