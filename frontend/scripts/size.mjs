// Builds nothing of the game itself: reads dist/index.html, weighs every script and stylesheet the
// page loads first (entry, module preloads, CSS, what the head script loads, and what is inline in
// the page) as nginx sends it, the build's own .gz beside each file, and fails when the JavaScript
// is over budget. It also builds the smallest React page that takes over prerendered markup as
// the game does (scripts/react-floor/), in this same run, and prints the game's first load over
// that floor: the part of it that is the game's own.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReactFloor } from './react-floor/build-floor.mjs';
import { staticGzip } from './static-gzip.mjs';

// Ceilings, so the first load never grows unnoticed: the whole of it, and the game's own part
// over React's floor. Sending a guess is part of the first load (src/app/lazy.ts keeps out only
// what later moments use).
const BUDGET_JS_BYTES = 77.75 * 1024;
const BUDGET_OVER_FLOOR_BYTES = 14 * 1024;
const scripts = dirname(fileURLToPath(import.meta.url));
const dist = join(scripts, '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');

// Scripts and stylesheets the page names in its tags, and the scripts its head script loads
// after the first paint (named there as quoted paths).
const assets = [
  ...[...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]),
  ...[...html.matchAll(/["'`](\/assets\/[^"'`]+\.js)["'`]/g)].map((m) => m[1]),
];
if (!assets.some((asset) => asset.endsWith('.js'))) {
  console.error('No script found in dist/index.html');
  process.exit(1);
}

/**
 * Gzipped the way the build writes its .gz files (what is inline in the page, React's floor).
 * @param {Buffer} bytes
 */
const gzipped = async (bytes) => (await staticGzip(bytes)).length;

/**
 * The bytes nginx sends for a built file: its .gz, which the build writes beside every text asset.
 * @param {string} file
 */
function servedGzip(file) {
  if (!existsSync(`${file}.gz`)) {
    console.error(`${file} has no .gz beside it: the build's compression step did not run`);
    process.exit(1);
  }
  return readFileSync(`${file}.gz`).length;
}

/** The gzipped JavaScript of the smallest hydrating React page, built with the game's settings. */
async function reactFloorBytes() {
  let sum = 0;
  for (const [file, bytes] of await buildReactFloor()) if (file.endsWith('.js')) sum += await gzipped(bytes);
  return sum;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * One file's line: its name, its size as built (when given) and the bytes sent.
 * @param {string} name
 * @param {number} sent
 * @param {string} note
 * @param {number} [built]
 */
function report(name, sent, note, built) {
  const asBuilt = built === undefined ? '' : kb(built);
  console.log(`${name.padEnd(40)} ${asBuilt.padStart(10)}  ${kb(sent).padStart(9)} ${note}`);
}

const sizes = { js: 0, css: 0 };
for (const asset of new Set(assets)) {
  const file = join(dist, asset.replace(/^\//, ''));
  const bytes = readFileSync(file);
  const sent = servedGzip(file);
  sizes[asset.endsWith('.js') ? 'js' : 'css'] += sent;
  report(asset, sent, 'gzipped', bytes.length);
}
// The page's own inline script (the head script, src/boot/head/) and stylesheet count as well.
for (const [kind, pattern] of /** @type {const} */ ([
  ['js', /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g],
  ['css', /<style\b[^>]*>([\s\S]*?)<\/style>/g],
])) {
  for (const [, content] of html.matchAll(pattern)) {
    const bytes = Buffer.from(content);
    const sent = await gzipped(bytes);
    sizes[kind] += sent;
    report(`(inline ${kind === 'js' ? 'script' : 'style'})`, sent, 'gzipped', bytes.length);
  }
}
console.log(
  `Initial JavaScript: ${kb(sizes.js)} gzipped (budget ${kb(BUDGET_JS_BYTES)}, ${BUDGET_JS_BYTES - sizes.js} bytes left); ` +
    `CSS: ${kb(sizes.css)} gzipped`,
);

// The chunks the page fetches later (the dialogs, sending a guess, the occasional API calls, an
// archive game's or a challenge's strategy), most of them once the player plays: reported, not budgeted.
const firstLoad = new Set([...assets].map((asset) => asset.replace(/^\//, '')));
let laterBytes = 0;
for (const file of readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .sort()) {
  if (firstLoad.has(`assets/${file}`)) continue;
  // A file under the compression threshold has no .gz: nginx sends it as it is.
  const path = join(dist, 'assets', file);
  const sent = existsSync(`${path}.gz`) ? servedGzip(path) : readFileSync(path).length;
  laterBytes += sent;
  report(`/assets/${file}`, sent, 'sent (later)');
}
console.log(`Fetched after the first load: ${kb(laterBytes)} sent, outside its budget`);

// The service worker and its Workbox runtime load in the background after the page: reported, not budgeted.
const workerFiles = readdirSync(dist).filter((file) => file === 'sw.js' || /^workbox-[\w-]+\.js$/.test(file));
let workerBytes = 0;
for (const file of workerFiles) {
  const sent = await gzipped(readFileSync(join(dist, file)));
  workerBytes += sent;
  report(`/${file}`, sent, 'gzipped (service worker)');
}
if (!existsSync(join(dist, 'sw.js'))) console.log('No service worker in the build');
else console.log(`Service worker: ${kb(workerBytes)} gzipped, outside the first-load budget`);

const floor = await reactFloorBytes();
const overFloor = sizes.js - floor;
console.log(
  `React's floor (a bare page hydrated by React, built now): ${kb(floor)}; the game's own part: ${kb(overFloor)} ` +
    `(budget ${kb(BUDGET_OVER_FLOOR_BYTES)})`,
);

let over = false;
if (sizes.js > BUDGET_JS_BYTES) {
  console.error(`Over budget by ${kb(sizes.js - BUDGET_JS_BYTES)}`);
  over = true;
}
if (overFloor > BUDGET_OVER_FLOOR_BYTES) {
  console.error(`The game's own part is over budget by ${kb(overFloor - BUDGET_OVER_FLOOR_BYTES)}`);
  over = true;
}
if (over) process.exit(1);
