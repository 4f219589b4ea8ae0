import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../../../stack/settings.mjs';

/** Runs the operators' puzzle command (`npm run puzzle -- …`) against the stack's database. */
export function runPuzzleCommand(databaseUrl: string, args: string[]): string {
  return execFileSync(process.execPath, [path.join(PROJECT_ROOT, 'backend/dist/cli/puzzle.js'), ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  }).trim();
}

/** Today's date in UTC, the e2e players' time zone. */
export function todayInUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
