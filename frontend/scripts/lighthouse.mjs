// @ts-check
/**
 * `npm run lighthouse`: Lighthouse (mobile preset) against the built game behind nginx, for a
 * first visit and for a returning player, each on a cold cache, and the medians of a few runs.
 * Each run also measures React's floor (scripts/react-floor/, the smallest page React takes over
 * as the game does, served from memory): how fast this machine runs React alone, so figures from
 * different machines can be read side by side. A measurement to read, not a test: nothing fails
 * on the figures.
 *
 *   npm run lighthouse                    3 runs of each visit
 *   npm run lighthouse -- --runs 5        5 runs of each visit
 *   npm run lighthouse -- --reports DIR   also keeps each run's full Lighthouse report (JSON) in DIR
 *   LIGHTHOUSE_URL=http://host:port npm run lighthouse   measures a server already running
 *
 * Without LIGHTHOUSE_URL it starts the product as `npm start` does (building what is stale), on
 * ports and a data folder of its own (web 8280, API 3280, embedded PostgreSQL 25480 by default;
 * LIGHTHOUSE_PORT_OFFSET moves them), and stops it at the end.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { serveReactFloor } from './react-floor/serve-floor.mjs';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The mark a player gets once How To Play has opened (frontend/src/rules/first-visit.ts). */
const WELCOME_MARK = { key: 'hexle.welcomed', value: 'true' };
const STACK_START_TIMEOUT_MS = 300_000;
/** Lighthouse sometimes fails to record a load's trace (NO_NAVSTART, say) and asks to be run again. */
const ATTEMPTS_PER_RUN = 3;

/** A run Lighthouse itself reports as failed, not the page: worth running again. */
class LighthouseRuntimeError extends Error {}

/**
 * mainThread: Lighthouse's main-thread work (ms, on its simulated phone); host: its benchmark index
 * of the machine running the browser (higher is faster).
 * @typedef {{ performance: number, fcp: number, lcp: number, tbt: number, cls: number, mainThread: number, host: number }} Figures
 */
/** @typedef {{ name: string, description: string, returning: boolean, floor: boolean }} Visit */

/** @type {Visit[]} */
const VISITS = [
  { name: 'first visit', description: 'an empty browser: How To Play opens by itself', returning: false, floor: false },
  {
    name: 'returning player',
    description: 'the welcome mark in localStorage, nothing cached',
    returning: true,
    floor: false,
  },
  {
    name: "React's floor",
    description: 'a bare page React takes over as the game does, on the same machine in the same runs',
    returning: false,
    floor: true,
  },
];

function options() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, reports: { type: 'string' } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20)
    throw new Error(`--runs must be 1 to 20 (got "${values.runs}")`);
  const reports = values.reports ? path.resolve(values.reports) : null;
  if (reports) mkdirSync(reports, { recursive: true });
  return { runs, reports };
}

/** @param {string} name @param {number} fallback */
function port(name, fallback) {
  const offset = Number(process.env.LIGHTHOUSE_PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > 1000) {
    throw new Error(
      `LIGHTHOUSE_PORT_OFFSET must be a whole number from 0 to 1000 (got "${process.env.LIGHTHOUSE_PORT_OFFSET}")`,
    );
  }
  return { [name]: String(fallback + offset) };
}

/** Starts `npm start`'s script on this tool's own ports and waits until nginx serves the game. */
async function startStack() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hexle-lighthouse-'));
  // Run as root, the embedded PostgreSQL runs as the postgres user, who must be able to write here.
  chmodSync(dataDir, 0o777);
  const env = {
    ...process.env,
    ...port('WEB_PORT', 8280),
    ...port('PORT', 3280),
    ...port('EMBEDDED_DB_PORT', 25480),
    HEXLE_DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'stack/start.mjs')], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The stack did not start in time:\n${output.slice(-3000)}`)),
      STACK_START_TIMEOUT_MS,
    );
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      output += chunk.toString();
      if (/Hexle is running at/.test(output)) {
        clearTimeout(timer);
        resolve(undefined);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(([code]) => {
      clearTimeout(timer);
      reject(new Error(`The stack exited with code ${code} before it was ready:\n${output.slice(-3000)}`));
    });
  });
  return {
    url: `http://localhost:${env.WEB_PORT}/`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One Lighthouse run in a browser profile of its own: no service worker, no Cache Storage, no
 * HTTP cache. A returning player's profile holds only the welcome mark, written from a page of
 * the same origin that is not the game.
 * @param {string} url @param {Visit} visit @param {string | null} report where to keep the full report
 * @returns {Promise<Figures>}
 */
async function measure(url, visit, report) {
  const profile = mkdtempSync(path.join(tmpdir(), 'hexle-lighthouse-profile-'));
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, userDataDir: profile });
  try {
    const page = await browser.newPage();
    if (visit.returning) {
      await page.goto(new URL('/favicon.svg', url).href);
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), WELCOME_MARK);
      await page.goto('about:blank');
    }
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'service_workers,cache_storage,indexeddb',
    });
    await session.detach();
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
      // Lighthouse's default configuration is the mobile preset (a phone, simulated slow 4G and CPU).
      undefined,
      page,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (report) writeFileSync(report, JSON.stringify(lhr, null, 1));
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse: ${lhr.runtimeError.message}`);
    const value = (/** @type {string} */ id) => {
      const audit = lhr.audits[id];
      if (typeof audit?.numericValue !== 'number') throw new Error(`Lighthouse measured no ${id}`);
      return audit.numericValue;
    };
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      mainThread: value('mainthread-work-breakdown'),
      host: lhr.environment.benchmarkIndex,
    };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * `measure`, again when Lighthouse failed to record the run (each attempt in a fresh profile);
 * every retry is printed, so the figures never hide one.
 * @param {string} url @param {Visit} visit @param {string | null} report
 * @returns {Promise<Figures>}
 */
async function measureWithRetries(url, visit, report) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, visit, report);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === ATTEMPTS_PER_RUN) throw error;
      console.log(`  ${visit.name}: ${error.message} (attempt ${attempt} of ${ATTEMPTS_PER_RUN}; running it again)`);
    }
  }
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** @param {Figures} figures */
function describe(figures) {
  return [
    `performance ${String(Math.round(figures.performance)).padStart(3)}`,
    `FCP ${(figures.fcp / 1000).toFixed(2)} s`,
    `LCP ${(figures.lcp / 1000).toFixed(2)} s`,
    `TBT ${Math.round(figures.tbt).toString().padStart(4)} ms`,
    `CLS ${figures.cls.toFixed(3)}`,
    `main thread ${(figures.mainThread / 1000).toFixed(2)} s`,
    `host ${Math.round(figures.host)}`,
  ].join('  ');
}

async function main() {
  const { runs, reports } = options();
  const given = process.env.LIGHTHOUSE_URL?.trim();
  const stack = given ? null : await startStack();
  const url = given ? new URL(given).href : /** @type {NonNullable<typeof stack>} */ (stack).url;
  const floor = await serveReactFloor();
  try {
    console.log(`Lighthouse (mobile preset) against ${url}, ${runs} run(s) of each visit`);
    // The visits take turns within each run, so a slow spell of the machine falls on all of them.
    /** @type {Figures[][]} */
    const figures = VISITS.map(() => []);
    for (let run = 1; run <= runs; run += 1) {
      for (const [index, visit] of VISITS.entries()) {
        const name = visit.floor ? 'floor' : visit.returning ? 'returning' : 'first';
        const report = reports ? path.join(reports, `${name}-${run}.json`) : null;
        figures[index].push(await measureWithRetries(visit.floor ? floor.url : url, visit, report));
      }
      console.log(`  run ${run} of ${runs} done`);
    }
    const keys = /** @type {(keyof Figures)[]} */ (['performance', 'fcp', 'lcp', 'tbt', 'cls', 'mainThread', 'host']);
    /** @type {Figures[]} */
    const medians = figures.map(
      (all) => /** @type {Figures} */ (Object.fromEntries(keys.map((key) => [key, median(all.map((f) => f[key]))]))),
    );
    for (const [index, visit] of VISITS.entries()) {
      console.log(`\n${visit.name}: ${visit.description}`);
      figures[index].forEach((run, n) => console.log(`  run ${n + 1}: ${describe(run)}`));
      console.log(`  median: ${describe(medians[index])}`);
    }
    const floorIndex = VISITS.findIndex((visit) => visit.floor);
    const floorMedian = medians[floorIndex];
    console.log(
      `\nThis machine: Lighthouse benchmark index ${Math.round(floorMedian.host)} (median; higher is faster). ` +
        `React's floor alone: main-thread work ${(floorMedian.mainThread / 1000).toFixed(2)} s (its script runs ` +
        'before its first paint, so its TBT is no floor for the game, whose script runs after).',
    );
    for (const [index, visit] of VISITS.entries()) {
      if (visit.floor) continue;
      const over = median(figures[index].map((run, n) => run.mainThread - figures[floorIndex][n].mainThread));
      console.log(
        `  ${visit.name}: main-thread work over the floor ${(over / 1000).toFixed(2)} s (median of each run's difference)`,
      );
    }
  } finally {
    await floor.stop();
    await stack?.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
