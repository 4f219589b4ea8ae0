import { execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { GameCalendar } from '../game-day/game-calendar.js';

/**
 * Measures the hot endpoints against the real server and PostgreSQL, next to
 * no-op baselines that pass through the same middleware and pipes, in one run.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repositoryRoot = path.resolve(here, '../../..');
const serverUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3917);
const TARGET = 0.7;
const CLIENT_ADDRESSES = 50_000;

interface Scenario {
  name: string;
  baseline?: string;
  method: 'GET' | 'POST';
  path: string;
  bodies?: object[];
}

interface Figures {
  requestsPerSecond: number[];
  p50: number[];
  p99: number[];
  failures: number;
}

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Documentation-range IPv6 addresses, one per /56 because the rate limiter groups IPv6 clients by /56. */
function clientAddress(index: number): string {
  const n = index % CLIENT_ADDRESSES;
  return `2001:db8:${(n >> 8).toString(16)}:${((n & 255) << 8).toString(16)}::1`;
}

async function load(scenario: Scenario): Promise<autocannon.Result> {
  let sent = 0;
  const bodies = scenario.bodies ?? [undefined];
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: scenario.method,
        path: scenario.path,
        setupRequest: (request) => {
          const body = bodies[sent % bodies.length];
          sent += 1;
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(sent) },
            ...(body ? { body: JSON.stringify(body) } : {}),
          };
        },
      },
    ],
  });
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

async function main(): Promise<void> {
  const database = `hexle_bench_${randomBytes(4).toString('hex')}`;
  await onServer(`CREATE DATABASE "${database}"`);
  const env = { ...process.env, DATABASE_URL: databaseUrl(database) };
  const prisma = path.join(repositoryRoot, 'node_modules/.bin/prisma');
  let server: ReturnType<typeof fork> | undefined;
  try {
    execFileSync(prisma, ['migrate', 'deploy'], { cwd: repositoryRoot, env, stdio: 'ignore' });
    execFileSync(prisma, ['db', 'seed'], { cwd: repositoryRoot, env, stdio: 'ignore' });

    const launchDate = '2026-01-01';
    server = fork(path.join(here, 'bench-server.js'), {
      env: { ...env, PORT: String(port), LOG_LEVEL: 'warn', LAUNCH_DATE: launchDate, TRUST_PROXY: 'loopback' },
      stdio: 'inherit',
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('message', () => resolve());
      server!.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });

    const today = new Date().toISOString().slice(0, 10);
    const gameNumber = new GameCalendar(launchDate).gameNumberOn(today);
    const guesses = ['planet', 'bridge', 'garden', 'qzxvbn', 'silver', 'hopped', 'castle', 'zzzzzz'];
    const scenarios: Scenario[] = [
      { name: 'GET baseline', method: 'GET', path: '/api/bench/get-baseline?timezone=UTC' },
      { name: 'GET /api/daily-word', baseline: 'GET baseline', method: 'GET', path: '/api/daily-word?timezone=UTC' },
      {
        name: 'POST baseline',
        method: 'POST',
        path: '/api/bench/post-baseline',
        bodies: [{ guess: 'planet', timezone: 'UTC' }],
      },
      {
        name: 'POST /api/validate',
        baseline: 'POST baseline',
        method: 'POST',
        path: '/api/validate',
        bodies: guesses.map((guess) => ({ guess, timezone: 'UTC' })),
      },
      {
        name: 'POST /api/check-guess',
        baseline: 'POST baseline',
        method: 'POST',
        path: '/api/check-guess',
        bodies: guesses.slice(0, 3).map((guess) => ({ guess, game_number: gameNumber, timezone: 'UTC' })),
      },
    ];

    // Warm up every route (JIT, word list, today's assignment) before measuring.
    for (const scenario of scenarios)
      await autocannon({
        url: `http://127.0.0.1:${port}${scenario.path}`,
        duration: 1,
        connections: 4,
        method: scenario.method,
        headers: { 'content-type': 'application/json' },
        body: scenario.bodies ? JSON.stringify(scenario.bodies[0]) : undefined,
      });

    const figures = new Map<string, Figures>(
      scenarios.map((s) => [s.name, { requestsPerSecond: [], p50: [], p99: [], failures: 0 }]),
    );
    for (let round = 0; round < rounds; round++) {
      for (const scenario of scenarios) {
        const result = await load(scenario);
        const f = figures.get(scenario.name)!;
        f.requestsPerSecond.push(result.requests.average);
        f.p50.push(result.latency.p50);
        f.p99.push(result.latency.p99);
        f.failures += result.non2xx + result.errors + result.timeouts;
      }
    }

    report(scenarios, figures);
  } finally {
    server?.kill('SIGTERM');
    await onServer(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }
}

function report(scenarios: Scenario[], figures: Map<string, Figures>): void {
  console.log(
    `\nHexle API benchmark: ${rounds} round(s) of ${seconds} s per endpoint, ${connections} connections, ` +
      `${CLIENT_ADDRESSES} client addresses, rate limit on, node ${process.version}\n`,
  );
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'vs baseline', 'target'];
  const rows: string[][] = [];
  let allMet = true;
  for (const scenario of scenarios) {
    const f = figures.get(scenario.name)!;
    const rps = mean(f.requestsPerSecond);
    let ratio = '';
    let target = '';
    if (scenario.baseline) {
      const value = rps / mean(figures.get(scenario.baseline)!.requestsPerSecond);
      const met = value >= TARGET && f.failures === 0;
      allMet &&= met;
      ratio = value.toFixed(2);
      target = `>= ${TARGET} ${met ? 'met' : 'MISSED'}`;
    }
    rows.push([
      scenario.name,
      rps.toFixed(0),
      mean(f.p50).toFixed(1),
      mean(f.p99).toFixed(1),
      String(f.failures),
      ratio,
      target,
    ]);
  }
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log(allMet ? '\nAll targets met.' : '\nSome targets were missed.');
  if (!allMet) process.exitCode = 1;
}

await main();
