import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedDatabaseUrl } from '../../stack/embedded-database.mjs';
import { PROJECT_ROOT } from '../../stack/settings.mjs';
import { runPuzzleCommand } from './support/puzzle-command.js';
import { startStack } from './support/stack-process.js';
import { PORT_OFFSET } from './support/stack-settings.js';

const PORTS = { web: 8190 + PORT_OFFSET, api: 3190 + PORT_OFFSET, database: 25390 + PORT_OFFSET };
const DATA_DIR = path.join(PROJECT_ROOT, 'e2e/results/lifecycle-data');
const LOG_DIR = path.join(PROJECT_ROOT, 'e2e/results');
const env = {
  WEB_PORT: String(PORTS.web),
  PORT: String(PORTS.api),
  EMBEDDED_DB_PORT: String(PORTS.database),
  HEXLE_DATA_DIR: DATA_DIR,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
};

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const listening = async () => ({
  web: await isListening(PORTS.web),
  api: await isListening(PORTS.api),
  database: await isListening(PORTS.database),
});

describe('npm start without DATABASE_URL', () => {
  it('creates its own PostgreSQL, stops everything on Ctrl-C, and reuses the data on the next start', async () => {
    rmSync(DATA_DIR, { recursive: true, force: true });
    const first = await startStack(env, path.join(LOG_DIR, 'lifecycle-1.log'), { ownProcessGroup: true });
    expect(first.output()).toContain('creating the embedded PostgreSQL cluster');
    expect(await listening()).toEqual({ web: true, api: true, database: true });
    const page = await fetch(`http://localhost:${PORTS.web}/`);
    expect(page.status).toBe(200);

    const databaseUrl = embeddedDatabaseUrl(DATA_DIR, PORTS.database);
    expect(runPuzzleCommand(databaseUrl, ['pin', '2099-01-01', 'CASTLE'])).toMatch(/: CASTLE \(pinned now\)$/);

    // Ctrl-C in a terminal signals every process of the group at once.
    expect(await first.interruptGroup()).toBe(0);
    expect(await listening()).toEqual({ web: false, api: false, database: false });

    const second = await startStack(env, path.join(LOG_DIR, 'lifecycle-2.log'));
    expect(second.output()).not.toContain('creating the embedded PostgreSQL cluster');
    expect(runPuzzleCommand(databaseUrl, ['show', '2099-01-01'])).toMatch(/: CASTLE \(pinned\)$/);
    const health = await fetch(`http://localhost:${PORTS.web}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up', rate_limits: 'per-process' });

    expect(await second.stop('SIGTERM')).toBe(0);
    expect(await listening()).toEqual({ web: false, api: false, database: false });
  }, 300_000);
});
