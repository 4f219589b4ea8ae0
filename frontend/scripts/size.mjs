// Builds nothing itself: reads dist/index.html, gzips every script and stylesheet the page
// loads first (entry, module preloads, CSS, what the head script loads, and what is inline in
// the page) and fails when the JavaScript is over budget.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// A ceiling, so the first load never grows unnoticed; the aim is 76 KB, of which React 19 alone
// takes about 66 KB. The inline head script counts too.
const BUDGET_JS_BYTES = 82 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
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

const sizes = { js: 0, css: 0 };
for (const asset of new Set(assets)) {
  const bytes = readFileSync(join(dist, asset.replace(/^\//, '')));
  const gzipped = gzipSync(bytes, { level: 9 }).length;
  sizes[asset.endsWith('.js') ? 'js' : 'css'] += gzipped;
  console.log(
    `${asset.padEnd(40)} ${(bytes.length / 1024).toFixed(1).padStart(7)} KB  ${(gzipped / 1024).toFixed(1).padStart(6)} KB gzipped`,
  );
}
// The page's own inline script (before-paint) and stylesheet count as well.
for (const [kind, pattern] of /** @type {const} */ ([
  ['js', /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g],
  ['css', /<style\b[^>]*>([\s\S]*?)<\/style>/g],
])) {
  for (const [, content] of html.matchAll(pattern)) {
    const bytes = Buffer.from(content);
    const gzipped = gzipSync(bytes, { level: 9 }).length;
    sizes[kind] += gzipped;
    console.log(
      `${`(inline ${kind === 'js' ? 'script' : 'style'})`.padEnd(40)} ${(bytes.length / 1024).toFixed(1).padStart(7)} KB  ${(gzipped / 1024).toFixed(1).padStart(6)} KB gzipped`,
    );
  }
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `Initial JavaScript: ${kb(sizes.js)} gzipped (budget ${kb(BUDGET_JS_BYTES)}); CSS: ${kb(sizes.css)} gzipped`,
);

// The service worker and its Workbox runtime load in the background after the page: reported, not budgeted.
const workerFiles = readdirSync(dist).filter((file) => file === 'sw.js' || /^workbox-[\w-]+\.js$/.test(file));
let workerBytes = 0;
for (const file of workerFiles) {
  const gzipped = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  workerBytes += gzipped;
  console.log(`/${file.padEnd(39)} ${(gzipped / 1024).toFixed(1).padStart(17)} KB gzipped (service worker)`);
}
if (!existsSync(join(dist, 'sw.js'))) console.log('No service worker in the build');
else console.log(`Service worker: ${kb(workerBytes)} gzipped, outside the first-load budget`);

if (sizes.js > BUDGET_JS_BYTES) {
  console.error(`Over budget by ${kb(sizes.js - BUDGET_JS_BYTES)}`);
  process.exit(1);
}
