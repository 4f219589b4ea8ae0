import { StrictMode } from 'react';
import type { GameApi } from './api/game-api';
import { App } from './app/App';
import { LATER } from './app/lazy';
import { prerenderPage, type PrerenderedMarkup } from './boot/prerender';
import { config } from './config/config';
import { DialogsInPlace } from './dialogs/Dialog';
import { HowToPlayDialog } from './dialogs/HowToPlayDialog';
import { ServicesProvider, type Services } from './environment/services';
import type { KeyValueStore } from './platform/storage';

// The build's render of the page (scripts/prerender.ts): the app composed as main.tsx composes
// it, for a player the build knows nothing about.

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

export async function renderPage(): Promise<PrerenderedMarkup> {
  // Every chunk the page fetches in the background, so the first render finds them all.
  await Promise.all(LATER.map((chunk) => chunk.load()));
  return prerenderPage({
    app: (
      <StrictMode>
        <ServicesProvider services={services}>
          <App config={config} />
        </ServicesProvider>
      </StrictMode>
    ),
    help: (
      <DialogsInPlace>
        <HowToPlayDialog title={config.title} onClose={() => undefined} />
      </DialogsInPlace>
    ),
  });
}
