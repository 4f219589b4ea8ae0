// @ts-check
/**
 * `npm start`: the whole product on one machine, as the containers run it. Builds what is
 * missing, uses DATABASE_URL or an embedded PostgreSQL, runs the API through the API image's
 * own start script and serves the game through the web image's nginx config. Ctrl-C stops it.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilds, ensureDependencies } from './builds.mjs';
import { describeDataFolder } from './data-folder.mjs';
import { startService, waitUntilServing } from './processes.mjs';
import { clearStackMark, markStackRunning, runningStackPid } from './running.mjs';
import { PROJECT_ROOT, readStackSettings } from './settings.mjs';

const API_START_TIMEOUT_MS = 180_000;

/** @type {import('./processes.mjs').Service[]} */
const services = [];
/** @type {{ stop: () => Promise<void> } | null} */
let database = null;
let stopping = false;
/** The data folder this run has marked as in use (backup and restore read the mark). */
let markedDataDir = /** @type {string | null} */ (null);

/** Stops the web server, then the API, then the database; the exit code tells how it ended. */
async function shutdown(/** @type {number} */ code) {
  if (stopping) return;
  stopping = true;
  for (const service of [...services].reverse()) await service.stop(service.name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
  await database?.stop();
  if (markedDataDir) clearStackMark(markedDataDir);
  process.exit(code);
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    console.log(`\nhexle: stopping (${signal})`);
    void shutdown(0);
  });
}

/** A service that ends on its own takes the whole stack down with it. @param {import('./processes.mjs').Service} service */
function watch(service) {
  services.push(service);
  void service.exited.then((code) => {
    if (stopping) return;
    console.error(`hexle: ${service.name} stopped unexpectedly (exit code ${code}); stopping everything`);
    void shutdown(1);
  });
  return service;
}

async function main() {
  const settings = readStackSettings(process.env);
  const where = describeDataFolder(settings.dataFolder, PROJECT_ROOT);
  console.log(where.info);
  if (where.warning) console.warn(where.warning);
  mkdirSync(settings.dataDir, { recursive: true });
  const other = runningStackPid(settings.dataDir);
  if (other) throw new Error(`npm start already runs on ${settings.dataDir} (process ${other}); stop it first`);
  markStackRunning(settings.dataDir);
  markedDataDir = settings.dataDir;
  ensureDependencies();
  // The web server's config reads the project's workspaces (@hexle/contract), which the line above
  // installs on a fresh clone: imported only now.
  const { trustedProxiesFromEnv } = await import('../deploy/nginx/render-config.mjs');
  const { startNginx } = await import('./nginx-server.mjs');
  ensureBuilds();

  let databaseUrl = settings.databaseUrl;
  // The API's own role (start-api.sh makes it): with a database of your own, API_DATABASE_URL.
  let apiDatabaseUrl = process.env.API_DATABASE_URL;
  if (databaseUrl) {
    console.log('hexle: using the PostgreSQL named in DATABASE_URL');
  } else {
    const { startEmbeddedDatabase } = await import('./embedded-database.mjs');
    const embedded = await startEmbeddedDatabase({ dataDir: settings.dataDir, port: settings.embeddedDatabasePort });
    database = embedded;
    databaseUrl = embedded.url;
    apiDatabaseUrl = embedded.apiUrl;
    console.log(`hexle: embedded PostgreSQL running on 127.0.0.1:${settings.embeddedDatabasePort}`);
  }

  const api = watch(
    startService('api', path.join(PROJECT_ROOT, 'deploy/api/start-api.sh'), [], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        ...(apiDatabaseUrl ? { API_DATABASE_URL: apiDatabaseUrl } : {}),
        PORT: String(settings.apiPort),
        HOST: '127.0.0.1',
      },
    }),
  );
  await waitUntilServing(`http://127.0.0.1:${settings.apiPort}/api/health`, api, API_START_TIMEOUT_MS);

  const nginx = watch(
    startNginx({
      dir: path.join(settings.dataDir, 'nginx'),
      listenPort: settings.webPort,
      apiUpstream: `127.0.0.1:${settings.apiPort}`,
      trustedProxies: trustedProxiesFromEnv(process.env),
      webRoot: path.join(PROJECT_ROOT, 'frontend/dist'),
      env: process.env,
    }),
  );
  await waitUntilServing(`http://127.0.0.1:${settings.webPort}/api/health`, nginx, 30_000);
  if (where.warning) console.warn(where.warning);
  console.log(`\nhexle: Hexle is running at http://localhost:${settings.webPort}  (Ctrl-C stops it)\n`);
}

main().catch((error) => {
  console.error(`hexle: ${error instanceof Error ? error.message : String(error)}`);
  void shutdown(1);
});
