import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { embeddedDatabaseUrl } from '../../stack/embedded-database.mjs';
import { PROJECT_ROOT } from '../../stack/settings.mjs';
import { E2E_STACK, TODAYS_WORD } from './support/stack-settings.js';
import { todayInUtc } from './support/puzzle-command.js';

/** `npm run <script> -- …` as an operator of `npm start` types it, in the stack's own settings. */
function npmRun(script: string, args: string[], env: Record<string, string | undefined>) {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    HEXLE_DATA_DIR: E2E_STACK.dataDir,
    EMBEDDED_DB_PORT: String(E2E_STACK.embeddedDatabasePort),
    ...env,
  };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: PROJECT_ROOT,
    env: merged,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the operator commands of an npm start install', () => {
  it('find the data folder’s running embedded PostgreSQL by themselves: no DATABASE_URL to build', () => {
    const shown = npmRun('puzzle', ['show', todayInUtc()], { DATABASE_URL: undefined });
    expect(shown.stderr).toContain(`the embedded PostgreSQL in ${E2E_STACK.dataDir} (running`);
    expect(shown.stdout).toContain(TODAYS_WORD);
    expect(shown.code).toBe(0);
    expect(npmRun('challenges', ['count'], { DATABASE_URL: undefined }).stdout).toMatch(/challenges? stored\./);
  });

  it('take an exported DATABASE_URL of the embedded server for the data folder’s own database', () => {
    const url = embeddedDatabaseUrl(E2E_STACK.dataDir, E2E_STACK.embeddedDatabasePort);
    const shown = npmRun('puzzle', ['show', todayInUtc()], { DATABASE_URL: url });
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(TODAYS_WORD);
  });
});

describe('the access log of npm start', () => {
  it('has a line for each request, in the data folder beside nginx’s other runtime files', async () => {
    const marker = `/robots.txt?access-log-${Date.now()}`;
    expect((await fetch(`http://127.0.0.1:${E2E_STACK.webPort}${marker}`)).status).toBe(200);
    const log = path.join(E2E_STACK.dataDir, 'nginx', 'access.log');
    // nginx writes the line once the answer is sent: waited for, not assumed.
    await vi.waitFor(() => expect(readFileSync(log, 'utf8')).toContain(`"GET ${marker} HTTP/1.1" 200`));
  });
});
