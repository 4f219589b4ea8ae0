import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import net from 'node:net';
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

/** "connected", or the error code of a connection attempt. */
function connectionTo(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve('connected')));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

function startScript(args: string[], env: Record<string, string>) {
  const api = startService('api', path.join(PROJECT_ROOT, 'deploy/api/start-api.sh'), args, {
    env: { ...process.env, DATABASE_URL: inject('stack').databaseUrl, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  api.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  api.child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    api.child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  return { api, exited, output: () => output };
}

it('prepares the database and exits with "setup", for a one-off job before the replicas', async () => {
  const run = startScript(['setup'], { PORT: String(inject('stack').webPort + 5) });
  expect(await run.exited).toBe(0);
  expect(run.output()).toMatch(/migrations/i);
  expect(run.output()).not.toMatch(/listening/i);
}, 30_000);

it('refuses an unknown argument, an unknown operator command and an unknown DB_SETUP', async () => {
  const argument = startScript(['migrate'], {});
  expect(await argument.exited).toBe(64);
  expect(argument.output()).toContain('usage: start-api.sh [setup | ops COMMAND [ARGS...]]');
  const noCommand = startScript(['ops'], {});
  expect(await noCommand.exited).toBe(64);
  expect(noCommand.output()).toContain('usage: start-api.sh ops puzzle|challenges|db:seed|db:migrate');
  const unknown = startScript(['ops', 'migrate'], {});
  expect(await unknown.exited).toBe(64);
  expect(unknown.output()).toContain('no operator command "migrate"');
  // Asked for help, it says so and starts nothing: no API after the usage.
  const help = startScript(['ops', '--help'], {});
  expect(await help.exited).toBe(0);
  expect(help.output()).toContain('usage: start-api.sh ops');
  expect(help.output()).not.toMatch(/listening|migrat(e|ions) (found|deploy)/i);
  const setting = startScript([], { DB_SETUP: 'later' });
  expect(await setting.exited).toBe(64);
  expect(setting.output()).toContain('DB_SETUP must be run or skip (got "later")');
  const heap = startScript([], { DB_SETUP: 'skip', API_HEAP_MB: '192MB' });
  expect(await heap.exited).toBe(64);
  expect(heap.output()).toContain('API_HEAP_MB must be a whole number of megabytes (got "192MB")');
});

it('starts at once with DB_SETUP=skip, and on SIGTERM finishes the request it has before exiting', async () => {
  const port = inject('stack').webPort + 6;
  const run = startScript([], { PORT: String(port), DB_SETUP: 'skip', API_HEAP_MB: '160' });
  try {
    await waitUntilServing(`http://127.0.0.1:${port}/api/health`, run.api, 30_000);
    expect(run.output()).not.toMatch(/migrations/i);
    // The script execs Node itself, with the heap bound API_HEAP_MB asks for.
    expect(readFileSync(`/proc/${run.api.child.pid}/cmdline`, 'utf8').split('\0')).toContain(
      '--max-old-space-size=160',
    );
    // With two malloc arenas for all its threads, unless the environment already names a number.
    const environment = readFileSync(`/proc/${run.api.child.pid}/environ`, 'utf8').split('\0');
    expect(environment).toContain(`MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '2'}`);

    // A guess whose body is still arriving when the stop signal comes.
    const body = JSON.stringify({ guess: 'planet', timezone: 'UTC' });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let reply = '';
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      `POST /api/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    run.api.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // No new connections once it is stopping, so a proxy tries another replica at once.
    expect(await connectionTo(port)).toBe('ECONNREFUSED');
    socket.write(body.slice(5));
    await closed;
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(reply).toContain('{"valid":true}');
    expect(await run.exited).toBe(0);
  } finally {
    await run.api.stop();
  }
}, 40_000);

it('with SHUTDOWN_DRAIN_SECONDS, answers on a kept-alive connection after SIGTERM and closes it, then stops', async () => {
  const port = inject('stack').webPort + 7;
  const run = startScript([], { PORT: String(port), DB_SETUP: 'skip', SHUTDOWN_DRAIN_SECONDS: '2' });
  try {
    await waitUntilServing(`http://127.0.0.1:${port}/api/health`, run.api, 30_000);
    const body = JSON.stringify({ guess: 'planet', timezone: 'UTC' });
    const post = `POST /api/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let reply = '';
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(post);
    await expect.poll(() => reply, { timeout: 5000 }).toContain('{"valid":true}');
    expect(reply).toMatch(/connection: keep-alive/i);

    // The proxy's next request on the same connection, just after the stop signal: answered, and
    // the connection closed after it, so the proxy never writes into a connection being closed.
    const stoppedAt = Date.now();
    run.api.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await connectionTo(port)).toBe('ECONNREFUSED');
    reply = '';
    socket.write(post);
    await closed;
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(reply).toMatch(/connection: close/i);
    expect(await run.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(2000);
  } finally {
    await run.api.stop();
  }
}, 40_000);
