// @ts-check
/**
 * The database `npm run backup` and `npm run restore` act on, as `npm start` would use it: the
 * PostgreSQL named in DATABASE_URL when set, otherwise the embedded server of the data folder
 * (the running one, or one started for the command and stopped after it).
 */
import { holdsDatabase } from './data-folder.mjs';
import { embeddedDatabaseUrl } from './embedded-database.mjs';
import { runningEmbeddedServer, runningStackPid } from './running.mjs';

/**
 * @typedef {object} DatabaseTarget
 * @property {string} url the owner's address of the game's database
 * @property {string} description which database, in words, for every message
 * @property {boolean} embedded
 * @property {() => Promise<void>} close stops a server started for the command
 */

/** "database hexle on db.example:5432", never the password. @param {string} url */
export function describeUrl(url) {
  const parsed = new URL(url);
  return `database ${decodeURIComponent(parsed.pathname.slice(1))} on ${parsed.hostname}:${parsed.port || 5432}`;
}

/**
 * @param {import('./settings.mjs').StackSettings} settings
 * @param {{ purpose: 'backup' | 'restore' | 'command' }} options
 *   backup, command (an operator command): a running server is used as it is; restore: refused
 *   while `npm start` runs
 * @returns {Promise<DatabaseTarget>}
 */
export async function openDatabaseTarget(settings, { purpose }) {
  const stack = runningStackPid(settings.dataDir);
  if (purpose === 'restore' && stack) {
    throw new Error(
      `npm start is running on ${settings.dataDir} (process ${stack}): stop it first (Ctrl-C), then restore.`,
    );
  }
  if (settings.databaseUrl) {
    return {
      url: settings.databaseUrl,
      description: `the PostgreSQL ${describeUrl(settings.databaseUrl)} (DATABASE_URL)`,
      embedded: false,
      close: async () => {},
    };
  }
  const where = `the embedded PostgreSQL in ${settings.dataDir}`;
  const running = runningEmbeddedServer(settings.dataDir);
  if (running) {
    if (purpose === 'restore') {
      throw new Error(
        `${where} is running (process ${running.pid}, port ${running.port}); stop npm start first, then restore.`,
      );
    }
    return {
      url: embeddedDatabaseUrl(settings.dataDir, running.port),
      description: `${where} (running, port ${running.port})`,
      embedded: true,
      close: async () => {},
    };
  }
  if (purpose === 'command' && !holdsDatabase(settings.dataDir)) {
    throw new Error(
      `DATABASE_URL is not set, and ${settings.dataDir} holds no database of npm start's. ` +
        'Set DATABASE_URL, or HEXLE_DATA_DIR to the data folder npm start uses (it prints it at every start).',
    );
  }
  if (purpose === 'backup' && !holdsDatabase(settings.dataDir)) {
    throw new Error(
      `there is no database in ${settings.dataDir}: nothing to back up. ` +
        'Set HEXLE_DATA_DIR to the data folder npm start uses (it prints it at every start), or DATABASE_URL.',
    );
  }
  const { startEmbeddedDatabase } = await import('./embedded-database.mjs');
  console.log(`hexle: starting ${where} on 127.0.0.1:${settings.embeddedDatabasePort} for the ${purpose}`);
  const server = await startEmbeddedDatabase({ dataDir: settings.dataDir, port: settings.embeddedDatabasePort });
  return { url: server.url, description: where, embedded: true, close: server.stop };
}
