#!/usr/bin/env node
// The synthetic probe of the runbook (docs/operating.md, "What to watch"): plays one guess of
// today's game the way the page does, through the site's own address, and exits 0 only when the
// whole path works: the web server, the API, PostgreSQL, the word lists and today's puzzle.
//
//   node deploy/monitoring/synthetic-probe.mjs https://hexle.example.org [--timeout-seconds 10]
//
// It prints one line, `ok <ms>` or `failed: <why>`, and exits 1 on a failure (2 on a usage
// error). The guess is a fixed valid word; its colours are not checked (the answer is secret),
// only that six of them came back.

const USAGE = 'Usage: node deploy/monitoring/synthetic-probe.mjs BASE_URL [--timeout-seconds N]';
const GUESS = 'planet';
const TIMEZONE = 'UTC';
const COLOURS = new Set(['correct', 'present', 'absent']);

/** @param {string} message @returns {never} */
function usage(message) {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

/** @param {string[]} argv */
function parseArgs(argv) {
  const args = [...argv];
  let timeoutSeconds = 10;
  let base;
  while (args.length > 0) {
    const arg = /** @type {string} */ (args.shift());
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg === '--timeout-seconds') {
      timeoutSeconds = Number(args.shift());
      if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0) usage('--timeout-seconds takes a number above 0');
    } else if (base === undefined && !arg.startsWith('-')) base = arg;
    else usage(`Unknown argument: ${arg}`);
  }
  if (base === undefined) usage('BASE_URL is required');
  /** @type {URL} */
  let url;
  try {
    url = new URL(base);
  } catch {
    return usage(`BASE_URL is not a URL: ${base}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') usage('BASE_URL must be http:// or https://');
  return { base: url.href.replace(/\/$/, ''), timeoutMs: timeoutSeconds * 1000 };
}

/**
 * @param {string} base
 * @param {string} path
 * @param {number} timeoutMs
 * @param {object} [body]
 * @returns {Promise<any>}
 */
async function call(base, path, timeoutMs, body) {
  const response = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${path} answered ${response.status} with no JSON`);
  }
  if (response.status !== 200) throw new Error(`${path} answered ${response.status} ${json.code ?? ''}`.trim());
  return json;
}

/** @param {{ base: string, timeoutMs: number }} options */
async function probe({ base, timeoutMs }) {
  const started = performance.now();
  await call(base, '/api/health', timeoutMs);
  const today = await call(base, `/api/daily-word?timezone=${TIMEZONE}`, timeoutMs);
  if (!Number.isSafeInteger(today.game_number)) throw new Error('/api/daily-word gave no game_number');
  const reply = await call(base, '/api/check-guess', timeoutMs, {
    guess: GUESS,
    game_number: today.game_number,
    timezone: TIMEZONE,
  });
  if (
    !Array.isArray(reply.evaluation) ||
    reply.evaluation.length !== 6 ||
    !reply.evaluation.every((/** @type {string} */ c) => COLOURS.has(c))
  )
    throw new Error('/api/check-guess gave no six colours');
  return Math.round(performance.now() - started);
}

const options = parseArgs(process.argv.slice(2));
try {
  console.log(`ok ${await probe(options)} ms`);
} catch (caught) {
  const error = /** @type {any} */ (caught);
  const cause = error?.cause ? ` (${error.cause.code ?? error.cause.message})` : '';
  const why =
    error?.name === 'TimeoutError' ? `no answer within ${options.timeoutMs / 1000} s` : `${error?.message}${cause}`;
  console.log(`failed: ${why}`);
  process.exitCode = 1;
}
