import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadExternalScript } from './ads/external-script';
import { App } from './app/App';
import { browserServices } from './app/browser-services';
import { HowToPlayDialog } from './app/dialogs';
import { ServicesProvider } from './services/services';
import { config } from './config/config';
import { isFirstVisit } from './lib/first-visit';
import { parseGameLink, transferCodeOf } from './lib/game-link';
import './styles.css';

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

// The built page holds the app's prerendered markup (scripts/prerender.ts); a development page does not.
if (root.firstElementChild === null) {
  createRoot(root).render(app);
} else {
  // A first visitor sees the prerendered How To Play: the page is taken over once the dialog's
  // chunk is here, so the dialog replaces its copy in the same frame and never goes missing.
  const helpOpens = transferCode === null && isFirstVisit(services.store);
  void (helpOpens ? HowToPlayDialog.ready : Promise.resolve()).finally(() => hydrateRoot(root, app));
}
