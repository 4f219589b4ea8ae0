import { StrictMode } from 'react';
import { App } from './app/App';
import { browserServices } from './app/browser-services';
import { analytics, LATER, loadLinkedGame, occasionalCalls } from './app/lazy';
import { startPage } from './boot';
import { config } from './config/config';
import { ServicesProvider } from './environment/services';
import { LINK_CHECK_FAILED } from './game/use-link-status';
import { watchInputModality } from './layout/input-modality';
import { parseGameLink, transferCodeOf, type GameLink } from './rules/game-link';
import './styles.css';

// The page's script: composes the app with the browser's services and hands it to boot/, which
// takes the prerendered page over.
watchInputModality();
const services = browserServices();
// A build with an analytics script loads it (app/lazy.ts); one without carries nothing of it.
const analyticsScript = __ANALYTICS_SCRIPT_URL__;
if (analytics && analyticsScript)
  void analytics.load().then(
    (chunk) => chunk.loadAnalytics(analyticsScript),
    () => {},
  );

const transferCode = transferCodeOf(window.location.search);
// A league link's id, checked by the league chunk, which says when it cannot be one.
const leagueId = new URLSearchParams(window.location.search).get('league');
const requested = parseGameLink(window.location.search);
// Another game than today's is checked with the server at once: the chunk of those calls comes along.
if (requested.kind !== 'daily') void occasionalCalls.load().catch(() => {});

startPage<GameLink>({
  // An archive game or a challenge plays by code of its own, fetched before the page is taken
  // over; when it cannot be fetched (offline), the page says so instead of a board.
  link: loadLinkedGame(requested).then(
    () => requested,
    () => ({ kind: 'broken', reason: LINK_CHECK_FAILED }),
  ),
  render: (link) => (
    <StrictMode>
      <ServicesProvider services={services}>
        <App config={config} link={link} transferCode={transferCode} leagueId={leagueId} />
      </ServicesProvider>
    </StrictMode>
  ),
  later: LATER,
});
