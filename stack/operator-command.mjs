// @ts-check
/**
 * `npm run puzzle`, `npm run challenges`, `npm run db:seed` and `npm run db:migrate` on an
 * `npm start` install: each runs its command (backend/dist/cli) against the database `npm start`
 * uses, found as `npm run backup` finds it: DATABASE_URL when it names another server, otherwise
 * the data folder's embedded PostgreSQL (the running one, or one started for the command and
 * stopped after it). No URL to build by hand, and nothing to export that would confuse `npm start`.
 *
 *   node stack/operator-command.mjs puzzle list --days 7
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runCommand, UsageError } from './cli-args.mjs';
import { openDatabaseTarget } from './database-target.mjs';
import { PROJECT_ROOT, readStackSettings } from './settings.mjs';

const COMMANDS = new Set(['puzzle', 'challenges', 'seed', 'migrate']);
/** What needs no database: help, printed by the command itself. */
const wantsHelp = (/** @type {string[]} */ args) => args.includes('--help') || args.includes('-h');

/** @param {string} script @param {string[]} args @param {NodeJS.ProcessEnv} env @returns {Promise<number>} */
function runScript(script, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const [name, ...args] = process.argv.slice(2);
  if (!name || !COMMANDS.has(name)) throw new UsageError(`operator-command: one of ${[...COMMANDS].join(', ')}`);
  const script = path.join(PROJECT_ROOT, 'backend', 'dist', 'cli', `${name}.js`);
  if (!existsSync(script))
    throw new Error(`${script} is not built yet: run npm start once (it builds it), or npm run build -w backend`);
  const settings = readStackSettings(process.env);
  if (wantsHelp(args) || settings.databaseUrl) {
    process.exitCode = await runScript(script, args, process.env);
    return;
  }
  const target = await openDatabaseTarget(settings, { purpose: 'command' });
  try {
    console.error(`hexle: ${name} on ${target.description}`);
    process.exitCode = await runScript(script, args, { ...process.env, DATABASE_URL: target.url });
  } finally {
    await target.close();
  }
}

await runCommand('hexle', main);
