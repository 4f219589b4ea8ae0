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
import { loadStrategy } from './game/session/strategies';
import { guessSubmission } from './game/use-game';
import { occasionalCalls } from './api/game-api';
import { LINK_CHECK_FAILED } from './game/use-link-status';
import { watchInputModality } from './layout/input-modality';
import { ServicesProvider } from './environment/services';
import { config } from './config/config';
import { isFirstVisit } from './rules/first-visit';
import { parseGameLink, transferCodeOf, type GameLink } from './rules/game-link';
import './styles.css';

watchInputModality();
const services = browserServices();
document.title = config.title;
if (config.analyticsScriptUrl) loadExternalScript(config.analyticsScriptUrl, { defer: '' });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const transferCode = transferCodeOf(window.location.search);
const requested = parseGameLink(window.location.search);
// Another game than today's is checked with the server at once: the chunk of those calls comes along.
if (requested.kind !== 'daily') void occasionalCalls.load().catch(() => {});
// An archive game or a challenge plays by code of its own, fetched before the page is taken over;
// when it cannot be fetched (offline), the page says so instead of a board.
const link: Promise<GameLink> = loadStrategy(requested).then(
  () => requested,
  () => ({ kind: 'broken', reason: LINK_CHECK_FAILED }),
);
const appFor = (link: GameLink) => (
  <StrictMode>
    <ServicesProvider services={services}>
      <App config={config} link={link} transferCode={transferCode} />
    </ServicesProvider>
  </StrictMode>
);
/**
 * Once the page is the app's: the chunks of sending a guess, of the occasional API calls, of
 * the dialogs and of recording a finished game, so each is here before it is needed, and the
 * offline copy.
 */
function afterTakeover() {
  void loadInBackground([guessSubmission, occasionalCalls, ...Object.values(dialogs)], whenIdle);
  registerServiceWorker();
}

// The built page holds the app's prerendered markup (scripts/prerender.ts); a development page
// does not, and the build leaves this branch out.
if (import.meta.env.DEV && root.firstElementChild === null) {
  void link.then((link) => {
    createRoot(root).render(appFor(link));
    whenIdle(afterTakeover);
  });
} else {
  // A first visitor sees the prerendered How To Play: the page is taken over once the dialog's
  // chunk is here, so the dialog replaces its copy in the same frame and never goes missing.
  const helpOpens = transferCode === null && isFirstVisit(services.store);
  const takeOver = (link: GameLink) => {
    // As a transition, React takes the page over in slices that leave the main thread free
    // between them (a plain hydration is one long task): the page is on screen meanwhile.
    stopRecordingKeyButtons();
    startTransition(() => {
      hydrateRoot(root, <PrerenderedPage>{appFor(link)}</PrerenderedPage>);
    });
    whenIdle(afterTakeover);
  };
  // In a task of its own, not in the one that ran this script: together they were one long task.
  const helpHere = helpOpens ? dialogs.HowToPlayDialog.load().catch(() => {}) : null;
  void Promise.all([link, helpHere]).then(([link]) => setTimeout(() => takeOver(link), 0));
}
