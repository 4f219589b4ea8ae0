import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadExternalScript } from './ads/external-script';
import { App } from './app/App';
import { browserServices } from './app/browser-services';
import { ServicesProvider } from './services/services';
import { config } from './config/config';
import { parseGameLink, transferCodeOf } from './lib/game-link';
import { isTheme } from './lib/theme';
import { readEntry, STORAGE_KEYS } from './lib/storage';
import { loadSettings } from './lib/settings';
import { applyPalette } from './settings/use-settings';
import { applyTheme } from './theme/use-theme';
import './styles.css';

const services = browserServices();
// Before the first paint, so a dark-theme player never sees a light flash.
applyTheme(readEntry(services.store, STORAGE_KEYS.theme, isTheme) ?? 'light');
applyPalette(loadSettings(services.store).highContrast);
document.title = config.title;
if (config.analyticsScriptUrl) loadExternalScript(config.analyticsScriptUrl, { defer: '' });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <ServicesProvider services={services}>
      <App
        config={config}
        link={parseGameLink(window.location.search)}
        transferCode={transferCodeOf(window.location.search)}
      />
    </ServicesProvider>
  </StrictMode>,
);
