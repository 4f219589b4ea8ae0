import path from 'node:path';
import { PROJECT_ROOT } from '../../../stack/settings.mjs';

/**
 * Added to every port the browser tests listen on, so two runs can go side by side (E2E_PORT_OFFSET=5
 * moves 8180 to 8185, and so on); a run with an offset keeps its stack's data and log apart too.
 */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
const RUN_SUFFIX = PORT_OFFSET ? `-${PORT_OFFSET}` : '';

/**
 * The e2e stack's own ports and data, so a running `npm start` on :8080 is left alone. Every port
 * of the tests' stacks lies below Linux's ephemeral range (32768-60999): a port in it can be
 * taken for a moment by the source port of any outgoing connection, and a server started then
 * finds it in use.
 */
export const E2E_STACK = {
  webPort: 8180 + PORT_OFFSET,
  apiPort: 3180 + PORT_OFFSET,
  embeddedDatabasePort: 25380 + PORT_OFFSET,
  dataDir: path.join(PROJECT_ROOT, `e2e/results/data${RUN_SUFFIX}`),
  logFile: path.join(PROJECT_ROOT, `e2e/results/stack${RUN_SUFFIX}.log`),
};

/** The player's time zone in every browser context; the server's "today" is computed in it. */
export const TIME_ZONE = 'UTC';

/** The word pinned as today's answer. */
export const TODAYS_WORD = 'PLANET';
