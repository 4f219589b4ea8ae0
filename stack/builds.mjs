// @ts-check
/** Installs and builds only what is missing or older than its sources. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './settings.mjs';

/** Written by the builds themselves (the Prisma client is made from prisma/schema.prisma). */
const IGNORED = [path.join('backend', 'src', 'generated')];

/** Marks of finished builds (tsc's incremental builds leave unchanged outputs untouched). */
const STAMPS = path.join(PROJECT_ROOT, 'node_modules/.cache/hexle-builds');

/** Newest modification time under the given files and folders. @param {string[]} paths */
function newestChange(paths) {
  let newest = 0;
  const visit = (/** @type {string} */ entry) => {
    if (!existsSync(entry) || IGNORED.some((ignored) => entry.endsWith(ignored))) return;
    const stats = statSync(entry);
    if (stats.isDirectory()) {
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  paths.forEach((entry) => visit(path.join(PROJECT_ROOT, entry)));
  return newest;
}

/** @param {string} outputDir @param {string} entry @param {string[]} sources */
function isStale(outputDir, entry, sources) {
  const mark = path.join(STAMPS, path.dirname(outputDir));
  if (!existsSync(path.join(PROJECT_ROOT, outputDir, entry)) || !existsSync(mark)) return true;
  return statSync(mark).mtimeMs < newestChange(sources);
}

/** @param {string} outputDir */
function stamp(outputDir) {
  mkdirSync(STAMPS, { recursive: true });
  writeFileSync(path.join(STAMPS, path.dirname(outputDir)), `${new Date().toISOString()}\n`);
}

/** @param {string} what @param {string[]} args @param {NodeJS.ProcessEnv} [env] */
function npm(what, args, env = process.env) {
  console.log(`hexle: ${what}`);
  const result = spawnSync('npm', args, { cwd: PROJECT_ROOT, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`"npm ${args.join(' ')}" failed`);
}

/** What a complete install has: the tools, and the link to every workspace the scripts import by name. */
const INSTALLED = ['node_modules/.bin/prisma', 'node_modules/@hexle/contract/package.json'];

export function ensureDependencies() {
  if (INSTALLED.every((file) => existsSync(path.join(PROJECT_ROOT, file)))) return;
  npm('installing dependencies', ['ci', '--no-audit', '--no-fund']);
}

// Builds are always production builds, even when started from a test runner that sets NODE_ENV=test
// (React and Vite would otherwise ship their development builds).
const BUILD_ENV = { ...process.env, NODE_ENV: 'production' };

export function ensureBuilds() {
  if (
    isStale('backend/dist', 'main.js', ['backend/src', 'backend/package.json', 'contract/src', 'prisma/schema.prisma'])
  ) {
    npm('building the API', ['run', 'build', '-w', 'backend'], BUILD_ENV);
    stamp('backend/dist');
  }
  const frontendSources = [
    'frontend/src',
    'contract/src',
    'frontend/public',
    'frontend/index.html',
    'frontend/vite.config.ts',
    'frontend/scripts/prerender.ts',
  ];
  if (isStale('frontend/dist', 'index.html', [...frontendSources, 'frontend/package.json'])) {
    npm('building the game', ['run', 'build', '-w', 'frontend'], BUILD_ENV);
    stamp('frontend/dist');
  }
}
