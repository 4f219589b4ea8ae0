// @ts-check
/** What `npm start` runs, read from the environment; the README's "What `npm start` does" lists it. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveDataFolder } from './data-folder.mjs';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {Record<string, string | undefined>} env @param {string} name @param {number} fallback */
function port(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a port number from 1 to 65535 (got "${raw}")`);
  }
  return value;
}

/**
 * @typedef {object} StackSettings
 * @property {number} webPort where nginx serves the game
 * @property {number} apiPort where the API listens, on 127.0.0.1 only
 * @property {string | null} databaseUrl an existing PostgreSQL to use, or null for the embedded one
 * @property {number} embeddedDatabasePort where the embedded PostgreSQL listens, on 127.0.0.1 only
 * @property {string} dataDir where the embedded database, nginx's runtime files and backups are kept
 * @property {import('./data-folder.mjs').DataFolder} dataFolder the same, with why it is there
 */

/** @param {Record<string, string | undefined>} env @returns {StackSettings} */
export function readStackSettings(env) {
  const dataFolder = resolveDataFolder(env, PROJECT_ROOT);
  const embeddedDatabasePort = port(env, 'EMBEDDED_DB_PORT', 5433);
  const given = env.DATABASE_URL?.trim() || null;
  return {
    webPort: port(env, 'WEB_PORT', 8080),
    apiPort: port(env, 'PORT', 3000),
    // A DATABASE_URL that names this machine's embedded server (one exported to run a command by
    // hand) is the data folder's own database: started as usual, never taken for another server.
    databaseUrl: given && namesEmbeddedServer(given, embeddedDatabasePort) ? null : given,
    embeddedDatabasePort,
    dataDir: dataFolder.dir,
    dataFolder,
  };
}

/**
 * Whether a database URL points at the embedded server's address (this machine, its port).
 * @param {string} url @param {number} embeddedPort
 */
export function namesEmbeddedServer(url, embeddedPort) {
  if (!URL.canParse(url)) return false;
  const { hostname, port: given } = new URL(url);
  return ['127.0.0.1', 'localhost', '[::1]'].includes(hostname) && Number(given || 5432) === embeddedPort;
}
