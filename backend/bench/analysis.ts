import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { patternOf } from '../src/analysis/engine/colour-pattern.js';
import { GameCalendar } from '../src/game-day/game-calendar.js';
import { signGame } from '../src/game-proof/proof-signature.js';
import { dailyGameKey } from '../src/guess/guess.service.js';
import { memory, pinned, type Running, scratchDatabase, serverCpu, start, stop } from './servers.js';

/**
 * `npm run bench -- analysis`: POST /api/analysis of seven-guess archive games with 20 requests at
 * once (p50 and p95), and the API's other routes (check-guess, validate) alone and while analyses
 * run, in the same rounds as the bare app (the floor of the main benchmark), with the solver's
 * memory.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const LAUNCH_DATE = '2026-01-01';
/** Archive days given answers for the benchmark (each a day before today). */
const DAYS = 200;
/**
 * Games played on them, all different, so that what the workers remember of earlier analyses helps
 * only as it does with real players (a day's players share its answer, many share an opening).
 */
const GAMES = 24_000;
const TARGET_P95_MS = 100;
/** A player's analysis during a flood of the costliest games from this many networks: under a second. */
const FLOOD_NETWORKS = 10;
const TARGET_FLOOD_MS = 1000;
/** The other routes' throughput with analyses running, against without: "no slower" within noise. */
const TARGET_RATIO = 0.9;
/** Openings players often use: the first guess of each game. */
const OPENERS = ['PLANET', 'STRIPE', 'CRANES', 'SILVER', 'GARDEN', 'MOTHER', 'SAILOR', 'BRIDGE', 'PRINCE', 'STREAM'];

interface Game {
  gameNumber: number;
  answer: string;
  guesses: string[];
  proof: string;
}

/** A seeded generator, so every run plays the same games. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The archive days of the benchmark, each given a random answer. */
function makeDays(answers: string[], today: number): { gameNumber: number; answer: string }[] {
  const random = generator(326);
  return Array.from({ length: DAYS }, (_, index) => ({
    gameNumber: today - 1 - index,
    answer: answers[Math.floor(random() * answers.length)],
  }));
}

/**
 * Seven-guess games on those days as a middling player plays them: an opener, then guesses that
 * are half the time a word the colours so far allow and half the time any valid guess, the
 * seventh a win or a loss; with the proof the server would have given with the sixth.
 */
function makeGames(
  days: { gameNumber: number; answer: string }[],
  answers: string[],
  guesses: string[],
  key: Buffer,
  openers: readonly string[],
  seed: number,
): Game[] {
  const random = generator(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  return Array.from({ length: GAMES }, () => {
    const { gameNumber, answer } = pick(days);
    const played = [pick(openers.filter((word) => word !== answer))];
    let candidates = answers.filter((a) => patternOf(played[0], a) === patternOf(played[0], answer));
    while (played.length < 6) {
      const guess = random() < 0.5 ? pick(candidates) : pick(guesses);
      if (guess === answer || played.includes(guess)) continue;
      played.push(guess);
      candidates = candidates.filter((a) => patternOf(guess, a) === patternOf(guess, answer));
    }
    played.push(random() < 0.5 ? answer : pick(guesses.filter((g) => g !== answer && !played.includes(g))));
    return {
      gameNumber,
      answer,
      guesses: played,
      proof: signGame(key, dailyGameKey(gameNumber), answer, played.slice(0, 6)),
    };
  });
}

/** Words that tell little about an answer: games built of them leave the solver the most to search. */
const POOR = [
  'JUJUBE',
  'MUUMUU',
  'QUIFFS',
  'VIVIFY',
  'KUDZUS',
  'FIZZED',
  'JAZZED',
  'FUZZED',
  'BUZZED',
  'YUPPIE',
  'JIGGLY',
];

/**
 * The costliest games a client can send: six words that tell little, in a different order for each
 * game (so every game is new work), then the answer; with the proof of the six.
 */
function makeCostlyGames(days: { gameNumber: number; answer: string }[], key: Buffer): Game[] {
  return days.flatMap(({ gameNumber, answer }, day) =>
    Array.from({ length: 20 }, (_, k) => {
      const words = POOR.filter((word) => word !== answer);
      const played = Array.from({ length: 6 }, (_, i) => words[(day + k * 3 + i * (k + 1)) % words.length]);
      return {
        gameNumber,
        answer,
        guesses: [...played, answer],
        proof: signGame(key, dailyGameKey(gameNumber), answer, played),
      };
    }),
  );
}

/**
 * A flood of the costliest games from `networks` addresses in IPv4 /24s of their own, each with
 * `connections` requests in flight and its budgets as configured, while one player of another network asks for ordinary analyses one after another: the
 * player's latencies, and the flood's answered and refused.
 */
async function floodLoad(
  port: number,
  costly: Game[],
  games: Game[],
  networks: number,
  ms: number,
): Promise<{ player: number[]; flooded: number; refused: number }> {
  const end = performance.now() + ms;
  let flooded = 0;
  let refused = 0;
  let next = 0;
  const body = (game: Game) =>
    JSON.stringify({
      kind: 'archive',
      game_number: game.gameNumber,
      timezone: 'UTC',
      guesses: game.guesses,
      proof: game.proof,
    });
  const post = (from: string, game: Game) =>
    fetch(`http://127.0.0.1:${port}/api/analysis`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: body(game),
    });
  const flood = async (network: number) => {
    while (performance.now() < end) {
      const response = await post(`172.16.${network}.1`, costly[next++ % costly.length]);
      await response.arrayBuffer();
      if (response.status === 200) flooded += 1;
      else refused += 1;
      // Its budget is spent: more requests from it are refused before any analysis, so they add
      // no analysis to wait behind (a flood of plain requests is another benchmark's matter).
      if (response.status === 429) return;
    }
  };
  const player: number[] = [];
  const play = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      // A new player each time (a player asks for one analysis a game), all from one network.
      const response = await post(`192.0.2.${(player.length % 250) + 1}`, games[sent++ % games.length]);
      await response.arrayBuffer();
      player.push(response.status === 200 ? performance.now() - started : Infinity);
    }
  };
  // One address per network, each with as many requests in flight as the benchmark's analyses.
  const lanes = Array.from({ length: networks * connections }, (_, i) => flood(i % networks));
  await Promise.all([...lanes, play()]);
  return { player: player.sort((x, y) => x - y), flooded, refused };
}

/**
 * IPv4 client addresses (no /48 to share), a new one for each request and each in a /24 of its
 * own among the next 65,536: only the route's own cost is measured, and no neighbourhood's share
 * of the analyses' queue is taken.
 */
function clientAddress(n: number): string {
  const k = n % 1_000_000;
  return `10.${k & 255}.${(k >> 8) & 255}.${(k >> 16) & 255}`;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

/** Analyses sent so far in the run: each phase goes on with the next games, never replaying earlier ones. */
let sent = 0;

/** Analyses with `connections` requests always in flight, for `ms`; the latency of each. */
async function analysisLoad(
  port: number,
  games: Game[],
  ms: number,
): Promise<{ latencies: number[]; failures: number }> {
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + ms;
  const loop = async () => {
    while (performance.now() < end) {
      const game = games[sent % games.length];
      const from = clientAddress(sent++);
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/analysis`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({
          kind: 'archive',
          game_number: game.gameNumber,
          timezone: 'UTC',
          guesses: game.guesses,
          proof: game.proof,
        }),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status !== 200) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { latencies: latencies.sort((a, b) => a - b), failures };
}

/** One route under autocannon's load: requests a second and latencies. */
async function routeLoad(port: number, route: string, bodies: object[], ms: number): Promise<autocannon.Result> {
  let sent = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: ms / 1000,
    requests: [
      {
        setupRequest: (request) => {
          const body = bodies[sent % bodies.length];
          sent += 1;
          return {
            ...request,
            method: 'POST',
            path: route,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(500_000 + sent) },
            body: JSON.stringify(body),
          };
        },
      },
    ],
  });
}

async function waitForAnalyses(port: number, game: Game): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    const { latencies, failures } = await analysisLoad(port, [game], 1).catch(() => ({ latencies: [], failures: 1 }));
    if (latencies.length > 0 && failures === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the API never answered an analysis');
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function analysisBenchmark(): Promise<void> {
  const logDir = mkdtempSync(path.join(tmpdir(), 'hexle-bench-analysis-'));
  const logPath = path.join(logDir, 'api.log');
  const database = await scratchDatabase();
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url };
  delete env.METRICS_PORT;
  let api: Running | undefined;
  let bare: Running | undefined;
  const db = new pg.Client({ connectionString: database.url });
  try {
    await db.connect();
    const words = (await db.query<{ text: string; is_answer: boolean }>('SELECT text, is_answer FROM words')).rows;
    const answers = words.filter((w) => w.is_answer).map((w) => w.text);
    const guesses = words.map((w) => w.text);
    const today = new GameCalendar(LAUNCH_DATE).gameNumberOn(new Date().toISOString().slice(0, 10));

    const logFile = openSync(logPath, 'w');
    api = await start('api-server.js', {
      env: { ...env, LOG_LEVEL: 'info', LAUNCH_DATE, TRUST_PROXY: 'loopback' },
      stdio: ['ignore', logFile, logFile, 'ipc'],
    });
    closeSync(logFile);
    bare = await start('bare-server.js', { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const started = await memory(api);

    let secret: string | undefined;
    while (!secret) {
      secret = (await db.query<{ value: string }>("SELECT value FROM server_secrets WHERE name = 'game-proof'")).rows[0]
        ?.value;
      if (!secret) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const key = Buffer.from(secret, 'base64url');
    const days = makeDays(answers, today);
    const games = makeGames(days, answers, guesses, key, OPENERS, 2026);
    // The same days, every game opening with a word drawn from all valid guesses: little for the
    // workers to remember from one game to the next, the solver's work nearly all done afresh.
    const coldGames = makeGames(days, answers, guesses, key, guesses, 7);
    for (const game of days)
      await db.query(
        'INSERT INTO daily_puzzles (game_number, word, pinned) VALUES ($1, $2, true) ON CONFLICT (game_number) DO UPDATE SET word = EXCLUDED.word',
        [game.gameNumber, game.answer],
      );
    const ready = performance.now();
    await waitForAnalyses(api.port, games[0]);
    const waited = performance.now() - ready;

    const checkBodies = ['planet', 'bridge', 'garden'].map((guess) => ({ guess, game_number: today, timezone: 'UTC' }));
    const validateBodies = ['planet', 'bridge', 'garden', 'silver'].map((guess) => ({ guess, timezone: 'UTC' }));
    // Warm up: JIT, the workers' memories, the routes.
    await analysisLoad(api.port, games, 2000);
    await routeLoad(api.port, '/api/check-guess', checkBodies, 1000);
    await routeLoad(bare.port, '/bare', validateBodies, 1000);

    const alone: number[] = [];
    const rates = {
      checkAlone: [] as number[],
      checkWith: [] as number[],
      validateAlone: [] as number[],
      validateWith: [] as number[],
      bare: [] as number[],
    };
    const p99 = { checkAlone: [] as number[], checkWith: [] as number[] };
    let failures = 0;
    let analysesDuringRoutes = 0;
    const ms = seconds * 1000;
    for (let round = 0; round < rounds; round++) {
      const a = await analysisLoad(api.port, games, ms);
      alone.push(...a.latencies);
      failures += a.failures;
      rates.bare.push((await routeLoad(bare.port, '/bare', validateBodies, ms)).requests.average);
      // Each route alone, then at once with analyses, one right after the other: the machine's
      // drift between the two is small.
      const checkAlone = await routeLoad(api.port, '/api/check-guess', checkBodies, ms);
      const [checkWith, during] = await Promise.all([
        routeLoad(api.port, '/api/check-guess', checkBodies, ms),
        analysisLoad(api.port, games, ms),
      ]);
      const validateAlone = await routeLoad(api.port, '/api/validate', validateBodies, ms);
      const [validateWith, during2] = await Promise.all([
        routeLoad(api.port, '/api/validate', validateBodies, ms),
        analysisLoad(api.port, games, ms),
      ]);
      rates.checkAlone.push(checkAlone.requests.average);
      rates.checkWith.push(checkWith.requests.average);
      rates.validateAlone.push(validateAlone.requests.average);
      rates.validateWith.push(validateWith.requests.average);
      p99.checkAlone.push(checkAlone.latency.p99);
      p99.checkWith.push(checkWith.latency.p99);
      analysesDuringRoutes += during.latencies.length + during2.latencies.length;
      failures +=
        during.failures +
        during2.failures +
        checkWith.non2xx +
        validateWith.non2xx +
        checkAlone.non2xx +
        validateAlone.non2xx;
    }
    const sentInRounds = sent;
    const cold = await analysisLoad(api.port, coldGames, ms);
    failures += cold.failures;
    const flood = await floodLoad(api.port, makeCostlyGames(days, key), games, FLOOD_NETWORKS, ms);
    const floodP95 = percentile(flood.player, 95);
    const loaded = await memory(api);
    const log = readFileSync(logPath, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg?: string; bytes?: number; millis?: number });
    const built = log.find((line) => line.msg === 'analysis word space built');

    const sorted = [...alone].sort((x, y) => x - y);
    const p95 = percentile(sorted, 95);
    const ratio = (w: number[], a: number[]) => median(w.map((value, i) => value / a[i]));
    const checkRatio = ratio(rates.checkWith, rates.checkAlone);
    const validateRatio = ratio(rates.validateWith, rates.validateAlone);
    const met =
      p95 < TARGET_P95_MS &&
      checkRatio >= TARGET_RATIO &&
      validateRatio >= TARGET_RATIO &&
      floodP95 < TARGET_FLOOD_MS &&
      failures === 0;
    const cpu = cpus()[0]?.model ?? 'unknown CPU';
    console.log(
      [
        `\nHexle analysis benchmark: ${rounds} round(s) of ${seconds} s, ${connections} requests at once, ` +
          `${GAMES} different seven-guess games on ${DAYS} archive days, node ${process.version}, ${cpus().length} x ${cpu}` +
          `${pinned ? `, servers on CPU ${serverCpu}` : ''}`,
        `Word space: built in ${built?.millis ?? '?'} ms in a worker at start (first analysis answered ${(waited / 1000).toFixed(1)} s after the games were pinned), ` +
          `${mb(built?.bytes ?? 0)} MB shared by the workers`,
        `Analyses alone: ${sorted.length} in ${rounds * seconds} s (${(sorted.length / (rounds * seconds)).toFixed(0)}/s), ` +
          `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms ` +
          `(target p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'met' : 'MISSED'})`,
        `Analyses of games opening with any valid guess (${seconds} s, after the rounds): ${cold.latencies.length} ` +
          `(${(cold.latencies.length / seconds).toFixed(0)}/s), p50 ${percentile(cold.latencies, 50).toFixed(1)} ms, ` +
          `p95 ${percentile(cold.latencies, 95).toFixed(1)} ms, p99 ${percentile(cold.latencies, 99).toFixed(1)} ms`,
        `A flood of the costliest games from ${FLOOD_NETWORKS} addresses (${FLOOD_NETWORKS * connections} requests in flight, ${seconds} s): ` +
          `${flood.flooded} answered, ${flood.refused} refused (queue full, or the address's budget spent); a player of another network meanwhile: ${flood.player.length} analyses, ` +
          `p50 ${percentile(flood.player, 50).toFixed(1)} ms, p95 ${floodP95.toFixed(1)} ms ` +
          `(target p95 < ${TARGET_FLOOD_MS} ms: ${floodP95 < TARGET_FLOOD_MS ? 'met' : 'MISSED'})`,
        `Bare app (the floor): ${median(rates.bare).toFixed(0)} req/s`,
        `POST /api/check-guess: ${median(rates.checkAlone).toFixed(0)} req/s alone (${(median(rates.checkAlone) / median(rates.bare)).toFixed(2)} of the floor, p99 ${median(p99.checkAlone).toFixed(1)} ms), ` +
          `${median(rates.checkWith).toFixed(0)} req/s with analyses running (p99 ${median(p99.checkWith).toFixed(1)} ms): ratio ${checkRatio.toFixed(2)}`,
        `POST /api/validate: ${median(rates.validateAlone).toFixed(0)} req/s alone, ${median(rates.validateWith).toFixed(0)} req/s with analyses running: ratio ${validateRatio.toFixed(2)} ` +
          `(target >= ${TARGET_RATIO}: ${checkRatio >= TARGET_RATIO && validateRatio >= TARGET_RATIO ? 'met' : 'MISSED'})`,
        `Analyses answered meanwhile: ${analysesDuringRoutes}; failed requests: ${failures}; ` +
          `${sentInRounds <= GAMES ? 'no game analysed twice' : `${sentInRounds - GAMES} games analysed a second time`}`,
        `Memory: API RSS ${mb(started.usage.rss)} MB at start (before the word space), ${mb(loaded.usage.rss)} MB after the rounds`,
        met ? '\nAll targets met.' : '\nSome targets were missed.',
      ].join('\n'),
    );
    if (!met) process.exitCode = 1;
  } finally {
    await db.end();
    await Promise.all([stop(api), stop(bare)]);
    await database.drop();
    rmSync(logDir, { recursive: true, force: true });
  }
}
