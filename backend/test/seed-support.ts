import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../src/platform/config/app-config.js';
import { GameCalendar } from '../src/game-day/game-calendar.js';
import { defaultWordListDir, readWordLists, type WordLists } from '../src/word-list/word-list-files.js';
import { repositoryRoot } from './support/repository.js';

const run = promisify(execFile);

export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command from the repository root; a failure is returned, not thrown. */
export async function runCommand(
  file: string,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<CommandRun> {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  try {
    const { stdout, stderr } = await run(file, args, { cwd: repositoryRoot, env: merged });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

/** The command the setup job runs: `prisma db seed`, with `-- <args>` for the seed script. */
export function runSeed(args: string[], env: Record<string, string | undefined>): Promise<CommandRun> {
  const prisma = path.join(repositoryRoot, 'node_modules/.bin/prisma');
  return runCommand(prisma, ['db', 'seed', ...(args.length > 0 ? ['--', ...args] : [])], env);
}

/**
 * The calendar the seed uses: LAUNCH_DATE as the test databases were set up with it (a database
 * refuses any other). On the real clock the seed takes the games up to `released` as history.
 */
export function seedCalendar() {
  const { launchDate } = loadConfig({ ...process.env, DATABASE_URL: 'postgresql://unused/none' });
  const calendar = new GameCalendar(launchDate);
  return { calendar, released: calendar.latestLiveGameNumber(Date.now()) };
}

export function committedLists(): Promise<WordLists> {
  return readWordLists(defaultWordListDir());
}

export async function writeLists(dir: string, lists: { answers: string[]; guesses: string[] }): Promise<void> {
  await writeFile(path.join(dir, 'answers.txt'), `${lists.answers.join('\n')}\n`);
  await writeFile(path.join(dir, 'valid-guesses.txt'), `${lists.guesses.join('\n')}\n`);
}

export async function withDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The word rows, or only those of `only`, in order. */
export function wordRows(url: string, only?: string[]): Promise<{ text: string; is_answer: boolean }[]> {
  return withDatabase(url, async (client) => {
    const { rows } = await client.query<{ text: string; is_answer: boolean }>(
      'SELECT text, is_answer FROM words WHERE $1::text[] IS NULL OR text = ANY($1) ORDER BY text',
      [only ?? null],
    );
    return rows;
  });
}

/** Everything a seed may change: the words and the schedule. */
export function snapshot(url: string) {
  return withDatabase(url, async (client) => ({
    words: (await client.query('SELECT text, is_answer, updated_at FROM words ORDER BY text')).rows,
    puzzles: (await client.query('SELECT game_number, word, pinned, assigned_at FROM daily_puzzles ORDER BY 1')).rows,
  }));
}

/** Schedules `words` for the games from `firstGame` on, as the schedule draws them (not pinned). */
export function drawDays(url: string, firstGame: number, words: string[]): Promise<void> {
  return withDatabase(url, async (client) => {
    for (const [index, word] of words.entries()) {
      await client.query('INSERT INTO daily_puzzles (game_number, word) VALUES ($1, $2)', [firstGame + index, word]);
    }
  });
}
