import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadExternalScript } from './ads/external-script';
import { App } from './app/App';
import { browserServices } from './app/browser-services';
import * as dialogs from './app/dialogs';
import { loadInBackground } from './app/lazy-dialog';
import { PrerenderedPage } from './app/use-prerendered-pass';
import { registerServiceWorker } from './app/service-worker';
import { whenIdle } from './app/when-idle';
import { stopRecordingKeyButtons } from './game/early-input';
import { watchInputModality } from './layout/input-modality';
import { ServicesProvider } from './services/services';
import { config } from './config/config';
import { isFirstVisit } from './lib/first-visit';
import { parseGameLink, transferCodeOf } from './lib/game-link';
import './styles.css';

watchInputModality();
const services = browserServices();
document.title = config.title;
if (config.analyticsScriptUrl) loadExternalScript(config.analyticsScriptUrl, { defer: '' });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const transferCode = transferCodeOf(window.location.search);
const app = (
  <StrictMode>
    <ServicesProvider services={services}>
      <App config={config} link={parseGameLink(window.location.search)} transferCode={transferCode} />
    </ServicesProvider>
  </StrictMode>
);
const prerenderedApp = <PrerenderedPage>{app}</PrerenderedPage>;

/** Once the page is the app's: the dialogs' chunks, so each is here before it is opened, and the offline copy. */
function afterTakeover() {
  void loadInBackground(Object.values(dialogs), whenIdle);
  registerServiceWorker();
}

// The built page holds the app's prerendered markup (scripts/prerender.ts); a development page does not.
if (root.firstElementChild === null) {
  createRoot(root).render(app);
  whenIdle(afterTakeover);
} else {
  // A first visitor sees the prerendered How To Play: the page is taken over once the dialog's
  // chunk is here, so the dialog replaces its copy in the same frame and never goes missing.
  const helpOpens = transferCode === null && isFirstVisit(services.store);
  const takeOver = () => {
    // As a transition, React takes the page over in slices that leave the main thread free
    // between them (a plain hydration is one long task): the page is on screen meanwhile.
    stopRecordingKeyButtons();
    startTransition(() => {
      hydrateRoot(root, prerenderedApp);
    });
    whenIdle(afterTakeover);
  };
  // In a task of its own, not in the one that ran this script: together they were one long task.
  void (helpOpens ? dialogs.HowToPlayDialog.load() : Promise.resolve()).finally(() => setTimeout(takeOver, 0));
}
