import path from 'node:path';
import { PROJECT_ROOT } from '../../../stack/settings.mjs';

/** The e2e stack's own ports and data, so a running `npm start` on :8080 is left alone. */
export const E2E_STACK = {
  webPort: 8180,
  apiPort: 3180,
  embeddedDatabasePort: 54380,
  dataDir: path.join(PROJECT_ROOT, 'e2e/results/data'),
  logFile: path.join(PROJECT_ROOT, 'e2e/results/stack.log'),
};

/** The player's time zone in every browser context; the server's "today" is computed in it. */
export const TIME_ZONE = 'UTC';

/** The word pinned as today's answer. */
export const TODAYS_WORD = 'PLANET';
