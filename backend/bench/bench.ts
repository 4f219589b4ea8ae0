import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { GameCalendar } from '../src/game-day/game-calendar.js';
import { analysisBenchmark } from './analysis.js';
import { memory, pin, pinned, type Running, scratchDatabase, serverCpu, start, stop } from './servers.js';
import type { MemoryReport } from './serve.js';

/**
 * Measures the hot endpoints of the real server (on a scratch PostgreSQL database) in the
 * same rounds as two floors: a bare NestJS app (one controller, nothing else) and no-op
 * routes that pass through the product's own middleware, pipes and logging.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const memorySeconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 60);
/** Comma-separated endpoint names to run alone, e.g. for a CPU profile of one route. */
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
/** When set, the API process writes a V8 CPU profile (`node --cpu-prof`) into this folder. */
const profileDir = process.env.BENCH_PROFILE_DIR;
/** `BENCH_METRICS=1` runs the API with its metrics on (a METRICS_PORT of its own); off by default. */
const metricsOn = process.env.BENCH_METRICS === '1';
/** Each hot route's goal against the bare app (a reply to send is all daily-word and validate do). */
const TARGETS: Record<string, number> = {
  'GET /api/daily-word': 0.9,
  'POST /api/validate': 0.9,
  'POST /api/check-guess': 0.85,
};
/**
 * check-guess ending every game, counted in the day's figures, against the same with counting off
 * (DAILY_STATS=off, a second API process on the same database), in the same rounds: at least this.
 */
const COUNTING_TARGET = 0.97;
/** The API's resident memory after a minute at full speed, at most. */
const MEMORY_TARGET_MB = 300;
const CLIENT_ADDRESSES = 100_000;
const LAUNCH_DATE = '2026-01-01';

type Server = 'api' | 'bare' | 'uncounted';

interface Scenario {
  name: string;
  server: Server;
  method: 'GET' | 'POST';
  path: string;
  bodies?: object[];
  /** The bare app's route of the same method: the floor. */
  bare?: string;
  /** The product's no-op route of the same method: the cost of the route's own work. */
  baseline?: string;
  /** The same requests to the API with the day's figures off: what counting costs. */
  uncounted?: string;
}

interface Figures {
  requestsPerSecond: number[];
  p50: number[];
  p99: number[];
  failures: number;
}

/** Documentation-range IPv6 addresses, one per /56 because the rate limiter groups IPv6 clients by /56. */
function clientAddress(index: number): string {
  const n = index % CLIENT_ADDRESSES;
  return `2001:db8:${(n >> 8).toString(16)}:${((n & 255) << 8).toString(16)}::1`;
}

/** One request template per connection; `pick` chooses each request's route and body. */
async function load(
  port: number,
  duration: number,
  pick: (sent: number) => { method: string; path: string; body?: object },
): Promise<autocannon.Result> {
  let sent = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          const { method, path, body } = pick(sent);
          sent += 1;
          return {
            ...request,
            method,
            path,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(sent) },
            ...(body ? { body: JSON.stringify(body) } : {}),
          } as autocannon.Request;
        },
      },
    ],
  });
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Requests that end today's game: a win at once, and wins after one proven wrong guess. */
export interface GameEnds {
  answer: string;
  /** First guesses with the proof the server gave for each. */
  openings: { guess: string; proof: string }[];
}

function scenariosFor(gameNumber: number, ends: GameEnds): Scenario[] {
  const guesses = ['planet', 'bridge', 'garden', 'qzxvbn', 'silver', 'hopped', 'castle', 'zzzzzz'];
  const post = { bare: 'bare POST', baseline: 'POST baseline' };
  const all: Scenario[] = [
    { name: 'bare GET', server: 'bare', method: 'GET', path: '/bare?timezone=UTC' },
    { name: 'GET baseline', server: 'api', method: 'GET', path: '/api/bench/get-baseline?timezone=UTC' },
    {
      name: 'GET /api/daily-word',
      server: 'api',
      method: 'GET',
      path: '/api/daily-word?timezone=UTC',
      bare: 'bare GET',
      baseline: 'GET baseline',
    },
    {
      name: 'bare POST',
      server: 'bare',
      method: 'POST',
      path: '/bare',
      bodies: [{ guess: 'planet', timezone: 'UTC' }],
    },
    {
      name: 'POST baseline',
      server: 'api',
      method: 'POST',
      path: '/api/bench/post-baseline',
      bodies: [{ guess: 'planet', timezone: 'UTC' }],
    },
    {
      name: 'POST /api/validate',
      server: 'api',
      method: 'POST',
      path: '/api/validate',
      bodies: guesses.map((guess) => ({ guess, timezone: 'UTC' })),
      ...post,
    },
    {
      name: 'POST /api/check-guess',
      server: 'api',
      method: 'POST',
      path: '/api/check-guess',
      bodies: guesses.slice(0, 3).map((guess) => ({ guess, game_number: gameNumber, timezone: 'UTC' })),
      ...post,
    },
    ...(['api', 'uncounted'] as const).map((server): Scenario => ({
      name: server === 'api' ? ENDING_GAMES : `${ENDING_GAMES.slice(0, -1)}; figures off)`,
      server,
      method: 'POST',
      path: '/api/check-guess',
      bodies: [
        { guess: ends.answer, game_number: gameNumber, timezone: 'UTC' },
        ...ends.openings.map(({ guess, proof }) => ({
          guess: ends.answer,
          previous_guesses: [guess],
          proof,
          game_number: gameNumber,
          timezone: 'UTC',
        })),
      ],
      ...(server === 'api' ? { uncounted: `${ENDING_GAMES.slice(0, -1)}; figures off)` } : {}),
    })),
  ];
  return only ? all.filter((scenario) => only.includes(scenario.name)) : all;
}

const ENDING_GAMES = 'POST /api/check-guess (game ends)';

/** Today's answer (drawn by a first guess) and a few proven openings, read as the page would play them. */
async function gameEnds(api: Running, databaseUrl: string, gameNumber: number): Promise<GameEnds> {
  const guess = (body: object) =>
    fetch(`http://127.0.0.1:${api.port}/api/check-guess`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game_number: gameNumber, timezone: 'UTC', ...body }),
    }).then((reply) => reply.json() as Promise<{ proof?: string }>);
  await guess({ guess: 'planet' });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client
    .query<{ word: string }>('SELECT word FROM daily_puzzles WHERE game_number = $1', [gameNumber])
    .finally(() => client.end());
  const answer = rows[0].word.toLowerCase();
  const openings = [];
  for (const opening of ['planet', 'bridge', 'garden', 'silver', 'castle'].filter((word) => word !== answer))
    openings.push({ guess: opening, proof: (await guess({ guess: opening })).proof ?? '' });
  return { answer, openings };
}

async function main(): Promise<void> {
  const logDir = mkdtempSync(path.join(tmpdir(), 'hexle-bench-'));
  const logPath = path.join(logDir, 'api.log');
  const database = await scratchDatabase();
  // Metrics are on only when asked for, never through a METRICS_PORT left in the shell.
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url };
  delete env.METRICS_PORT;
  const metricsEnv = metricsOn ? { METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' } : {};
  const servers: Partial<Record<Server, Running>> = {};
  try {
    // The API logs as in production (LOG_LEVEL's default, info), into a file that is counted afterwards.
    const logFile = openSync(logPath, 'w');
    servers.api = await start('api-server.js', {
      env: { ...env, ...metricsEnv, LOG_LEVEL: 'info', LAUNCH_DATE, TRUST_PROXY: 'loopback' },
      execArgv: profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
      stdio: ['ignore', logFile, logFile, 'ipc'],
    });
    closeSync(logFile);
    // Measured in its steady state: the solver's word space, which the API builds in a worker after
    // its start, would otherwise take the core from the rounds it overlaps.
    while (!(await memory(servers.api)).wordSpaceBytes) await new Promise((resolve) => setTimeout(resolve, 250));
    servers.bare = await start('bare-server.js', { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });

    const gameNumber = new GameCalendar(LAUNCH_DATE).gameNumberOn(new Date().toISOString().slice(0, 10));
    const scenarios = scenariosFor(gameNumber, await gameEnds(servers.api, database.url, gameNumber));
    if (scenarios.some((scenario) => scenario.server === 'uncounted')) {
      servers.uncounted = await start('api-server.js', {
        env: { ...env, LOG_LEVEL: 'info', LAUNCH_DATE, TRUST_PROXY: 'loopback', DAILY_STATS: 'off' },
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      });
      while (!(await memory(servers.uncounted)).wordSpaceBytes)
        await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const request = (scenario: Scenario) => (sent: number) => ({
      method: scenario.method,
      path: scenario.path,
      body: scenario.bodies?.[sent % scenario.bodies.length],
    });

    // Warm up every route (JIT, word list, today's assignment) before measuring.
    for (const scenario of scenarios) await load(servers[scenario.server]!.port, 1, request(scenario));
    const warm = await memory(servers.api);

    const figures = new Map<string, Figures>(
      scenarios.map((s) => [s.name, { requestsPerSecond: [], p50: [], p99: [], failures: 0 }]),
    );
    for (let round = 0; round < rounds; round++) {
      for (const scenario of scenarios) {
        const result = await load(servers[scenario.server]!.port, seconds, request(scenario));
        const f = figures.get(scenario.name)!;
        f.requestsPerSecond.push(result.requests.average);
        f.p50.push(result.latency.p50);
        f.p99.push(result.latency.p99);
        f.failures += result.non2xx + result.errors + result.timeouts;
      }
    }
    const allMet = report(scenarios, figures);
    if (servers.api.metricsPort !== undefined) await scrapeOnce(servers.api.metricsPort);

    let memoryMet = true;
    if (memorySeconds > 0) {
      // The three hot routes in turn, each request from the next of the client addresses.
      const hot = scenarios.filter((scenario) => scenario.bare);
      const result = await load(servers.api.port, memorySeconds, (sent) => request(hot[sent % hot.length])(sent));
      const loaded = await memory(servers.api);
      const failures = result.non2xx + result.errors + result.timeouts;
      memoryMet = failures === 0 && loaded.usage.rss <= MEMORY_TARGET_MB * 1024 * 1024;
      console.log(
        `\nMemory: API RSS ${mb(warm.usage.rss)} MB warm, ${mb(loaded.usage.rss)} MB after ${memorySeconds} s at full speed ` +
          `(${result.requests.average.toFixed(0)} req/s over the hot routes, ${CLIENT_ADDRESSES} client addresses, ` +
          `${failures} failed; target <= ${MEMORY_TARGET_MB} MB ${memoryMet ? 'met' : 'MISSED'})\n` +
          `        heap limit ${process.env.API_HEAP_MB || '1024'} MB, malloc arenas ${process.env.MALLOC_ARENA_MAX ?? '2'}; JS heap in use ${mb(warm.usage.heapUsed)} -> ${mb(loaded.usage.heapUsed)} MB, ` +
          `heap reserved ${mb(warm.usage.heapTotal)} -> ${mb(loaded.usage.heapTotal)} MB, ` +
          `outside the heap ${mb(warm.usage.external)} -> ${mb(loaded.usage.external)} MB`,
      );
      printBreakdown('warm', warm);
      printBreakdown(`after ${memorySeconds} s`, loaded);
    }
    await Promise.all([stop(servers.api), stop(servers.uncounted)]);
    printLog(logPath);
    console.log(allMet && memoryMet ? '\nAll targets met.' : '\nSome targets were missed.');
    if (!allMet || !memoryMet) process.exitCode = 1;
  } finally {
    await Promise.all([stop(servers.api), stop(servers.bare), stop(servers.uncounted)]);
    await database.drop();
    rmSync(logDir, { recursive: true, force: true });
  }
}

/** One scrape after the rounds: that the endpoint answers, how fast, and what it counted. */
async function scrapeOnce(port: number): Promise<void> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  const text = await response.text();
  const took = performance.now() - started;
  const counted = text
    .split('\n')
    .filter((line) => line.startsWith('hexle_http_requests_total{'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  console.log(
    `\nMetrics: scrape answered ${response.status} in ${took.toFixed(0)} ms (${text.length} bytes); ` +
      `${counted} API requests counted`,
  );
}

/**
 * Where the resident memory is: the main thread's JavaScript heap (reserved), the word space the
 * analysis workers share, the rest of the anonymous memory (the workers' own heaps, thread stacks),
 * the C heap and the mapped files (code).
 */
function printBreakdown(when: string, report: MemoryReport): void {
  const { mapped, usage } = report;
  if (!mapped) return;
  const space = report.wordSpaceBytes ?? 0;
  const workers = mapped.anonymous - usage.heapTotal - space;
  console.log(
    `        RSS ${when}: main JS heap ${mb(usage.heapTotal)} + word space ${mb(space)} + workers and stacks ` +
      `${mb(workers)} + C heap ${mb(mapped.malloc)} + code ${mb(mapped.files)} MB`,
  );
  // The main heap by V8's spaces, the largest first: reserved (in use).
  const spaces = (report.heapSpaces ?? [])
    .filter((space) => space.reserved >= 1024 * 1024)
    .sort((a, b) => b.reserved - a.reserved)
    .map(
      (space) => `${space.name.replace(/_space$/, '').replace(/_/g, ' ')} ${mb(space.reserved)} (${mb(space.used)})`,
    );
  if (spaces.length > 0) console.log(`        main JS heap ${when}, reserved (in use): ${spaces.join(', ')} MB`);
}

function mb(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(0);
}

/** What the API logged under load: successful requests should leave no line. */
function printLog(logPath: string): void {
  const lines = readFileSync(logPath, 'utf8').split('\n').filter(Boolean);
  const levels = new Map<string, number>();
  for (const line of lines) {
    const level = (() => {
      try {
        return String((JSON.parse(line) as { level?: unknown }).level);
      } catch {
        return 'not JSON';
      }
    })();
    levels.set(level, (levels.get(level) ?? 0) + 1);
  }
  const byLevel = [...levels].map(([level, count]) => `${count} at level ${level}`).join(', ');
  console.log(`API log: ${lines.length} line(s)${byLevel ? ` (${byLevel})` : ''}`);
}

function ratio(value: number | undefined): string {
  return value === undefined ? '' : value.toFixed(2);
}

function report(scenarios: Scenario[], figures: Map<string, Figures>): boolean {
  console.log(
    `\nHexle API benchmark: ${rounds} round(s) of ${seconds} s per endpoint, ${connections} connections, ` +
      `${CLIENT_ADDRESSES} client addresses, rate limit on, LOG_LEVEL=info, ` +
      `metrics ${metricsOn ? 'on (BENCH_METRICS=1)' : 'off'}, node ${process.version}` +
      `${pinned ? `, servers on CPU ${serverCpu}, load on CPU ${loadCpus}` : ''}\n`,
  );
  // A ratio compares two routes loaded one after the other in the same round; the median over the
  // rounds keeps a burst of other work on the machine during one round from deciding it.
  const ratioTo = (rates: number[], name: string | undefined) => {
    const other = name ? figures.get(name)?.requestsPerSecond : undefined;
    return other ? median(rates.map((rate, round) => rate / other[round])) : undefined;
  };
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'vs bare', 'vs baseline', 'target (vs bare)'];
  const rows: string[][] = [];
  let allMet = true;
  for (const scenario of scenarios) {
    const f = figures.get(scenario.name)!;
    const rps = mean(f.requestsPerSecond);
    const vsBare = ratioTo(f.requestsPerSecond, scenario.bare);
    const vsBaseline = ratioTo(f.requestsPerSecond, scenario.baseline);
    let target = '';
    const goal = TARGETS[scenario.name];
    if (vsBare !== undefined && goal !== undefined) {
      const met = vsBare >= goal && f.failures === 0;
      allMet &&= met;
      target = `>= ${goal} ${met ? 'met' : 'MISSED'}`;
    } else if (scenario.bare) allMet = false;
    if (f.failures > 0) allMet = false;
    rows.push([
      scenario.name,
      rps.toFixed(0),
      mean(f.p50).toFixed(1),
      mean(f.p99).toFixed(1),
      String(f.failures),
      ratio(vsBare),
      ratio(vsBaseline),
      target,
    ]);
  }
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  for (const scenario of scenarios) {
    const against = ratioTo(figures.get(scenario.name)!.requestsPerSecond, scenario.uncounted);
    if (against === undefined) continue;
    const met = against >= COUNTING_TARGET;
    allMet &&= met;
    console.log(
      `\nThe day's figures: ${scenario.name} counted, against the same with DAILY_STATS=off: ` +
        `${against.toFixed(3)} (target >= ${COUNTING_TARGET} ${met ? 'met' : 'MISSED'})`,
    );
  }
  return allMet;
}

const loadCpus = serverCpu === 1 ? '0' : `0-${serverCpu - 1}`;
pin(process.pid, loadCpus);
// `npm run bench -- analysis` runs the analysis scenario instead of the hot routes.
if (process.argv.includes('analysis')) await analysisBenchmark();
else await main();
