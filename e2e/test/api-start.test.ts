import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { startService, waitUntilServing } from '../../stack/processes.mjs';
import { PROJECT_ROOT } from '../../stack/settings.mjs';

// deploy/api/start-api.sh is the API image's entrypoint and the API step of `npm start`.
// Measured as the longest silence between its steps' output, so a busy machine cannot fail it:
// `prisma migrate deploy` alone used to sit ten seconds between its last line and the seed.
it('migrates, seeds and serves without lingering after each step', async () => {
  const port = inject('stack').webPort + 4;
  const api = startService('api', path.join(PROJECT_ROOT, 'deploy/api/start-api.sh'), [], {
    env: {
      ...process.env,
      DATABASE_URL: inject('stack').databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const outputAt: number[] = [Date.now()];
  const lines: string[] = [];
  for (const stream of [api.child.stdout, api.child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      outputAt.push(Date.now());
      lines.push(chunk.toString());
    });
  }
  try {
    await waitUntilServing(`http://127.0.0.1:${port}/api/health`, api, 30_000);
  } finally {
    await api.stop();
  }
  outputAt.push(Date.now());
  expect(lines.join('')).toMatch(/migrations/i);
  const longestSilence = Math.max(...outputAt.slice(1).map((at, index) => at - outputAt[index]));
  expect(longestSilence).toBeLessThan(6_000);
}, 40_000);

it('lets the Prisma CLI exit while a long timer is pending, and still runs short ones', () => {
  const preload = path.join(PROJECT_ROOT, 'deploy/api/exit-when-done.cjs');
  const script = "setTimeout(() => console.log('long'), 10000); setTimeout(() => console.log('short'), 50);";
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--require', preload, '-e', script], { encoding: 'utf8' });
  expect(result.stdout.trim()).toBe('short');
  expect(Date.now() - started).toBeLessThan(5_000);
});
