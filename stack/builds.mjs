// @ts-check
/** Installs and builds only what is missing or older than its sources. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './settings.mjs';

/** Newest modification time under the given files and folders. @param {string[]} paths */
function newestChange(paths) {
  let newest = 0;
  const visit = (/** @type {string} */ entry) => {
    if (!existsSync(entry)) return;
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

/** @param {string} output @param {string[]} sources */
function isStale(output, sources) {
  const target = path.join(PROJECT_ROOT, output);
  return !existsSync(target) || statSync(target).mtimeMs < newestChange(sources);
}

/** @param {string} what @param {string[]} args */
function npm(what, args) {
  console.log(`hexle: ${what}`);
  const result = spawnSync('npm', args, { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`"npm ${args.join(' ')}" failed`);
}

export function ensureDependencies() {
  if (existsSync(path.join(PROJECT_ROOT, 'node_modules/.bin/prisma'))) return;
  npm('installing dependencies', ['ci', '--no-audit', '--no-fund']);
}

export function ensureBuilds() {
  if (isStale('backend/dist/main.js', ['backend/src', 'backend/package.json', 'prisma/schema.prisma'])) {
    npm('building the API', ['run', 'build', '-w', 'backend']);
  }
  const frontendSources = ['frontend/src', 'frontend/public', 'frontend/index.html', 'frontend/vite.config.ts'];
  if (isStale('frontend/dist/index.html', [...frontendSources, 'frontend/package.json'])) {
    npm('building the game', ['run', 'build', '-w', 'frontend']);
  }
}
