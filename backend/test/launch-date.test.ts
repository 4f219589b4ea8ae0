import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import request from 'supertest';
import { createApp } from '../src/app.factory.js';
import { loadConfig } from '../src/platform/config/app-config.js';
import { createLogger } from '../src/platform/logging/logger.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';
import { repositoryRoot } from './support/repository.js';
import { OutageProxy } from './support/tcp-proxy.js';
import { LogCapture, startTestApp, waitFor } from './support/test-app.js';

const run = promisify(execFile);

/** The launch date the test template was set up with (the default of LAUNCH_DATE). */
const STORED = '2026-01-01';
const OTHER = '2026-03-01';

async function command(file: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(file, args, { cwd: repositoryRoot, env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

async function sql<T extends pg.QueryResultRow>(database: TestDatabase, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

function expectRefusal(stderr: string, configured = OTHER, stored = STORED) {
  expect(stderr).toContain(`LAUNCH_DATE is ${configured}, but this database's games are numbered from ${stored}`);
  expect(stderr).toContain(`Set LAUNCH_DATE=${stored} to use this database`);
  expect(stderr).toContain('point DATABASE_URL at a new, empty database');
}

describe('the launch date stored with the data', () => {
  let database: TestDatabase;
  const npm = (args: string[], env: Record<string, string> = {}) =>
    command('npm', ['run', '--silent', ...args], { DATABASE_URL: database.url, LAUNCH_DATE: STORED, ...env });

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('is stored at the first setup, by the seed, and recorded in the audit trail', async () => {
    expect(await sql(database, 'SELECT launch_date::text AS date FROM game_settings')).toEqual([{ date: STORED }]);
    expect(await sql(database, "SELECT details FROM audit_log WHERE action = 'launch-date'")).toEqual([
      { details: { launch_date: STORED, recorded_by: 'seed' } },
    ]);
  });

  it.each([
    ['puzzle', ['list']],
    ['puzzle', ['show', '326']],
    ['challenges', ['count']],
  ])('npm run %s %j refuses to run with another LAUNCH_DATE', async (script, args) => {
    const result = await npm([script, '--', ...args], { LAUNCH_DATE: OTHER });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expectRefusal(result.stderr);
  });

  it('keeps the seed from rewriting played days under another LAUNCH_DATE', async () => {
    for (const game of ['300', '326', '330']) expect((await npm(['puzzle', '--', 'show', game])).code).toBe(0);
    const before = await sql(database, 'SELECT * FROM daily_puzzles ORDER BY game_number');
    const seed = await command(path.join(repositoryRoot, 'node_modules/.bin/prisma'), ['db', 'seed'], {
      DATABASE_URL: database.url,
      LAUNCH_DATE: OTHER,
    });
    expect(seed.code).not.toBe(0);
    expectRefusal(seed.stdout + seed.stderr);
    expect(await sql(database, 'SELECT * FROM daily_puzzles ORDER BY game_number')).toEqual(before);
    expect(await sql(database, 'SELECT launch_date::text AS date FROM game_settings')).toEqual([{ date: STORED }]);
  });

  it('keeps the API from starting with another LAUNCH_DATE', async () => {
    const config = loadConfig({ DATABASE_URL: database.url, LAUNCH_DATE: OTHER, LOG_LEVEL: 'silent' });
    const app = await createApp(config, createLogger('silent'));
    try {
      await expect(app.listen(0, '127.0.0.1')).rejects.toThrow(`LAUNCH_DATE is ${OTHER}`);
    } finally {
      await app.close();
    }
  });

  it('stores the configured date in a database set up before dates were stored, at its first run', async () => {
    const upgraded = await createTestDatabase();
    try {
      await sql(upgraded, 'DELETE FROM game_settings');
      const t = await startTestApp({ LAUNCH_DATE: '2025-06-01' }, { database: upgraded });
      await t.close();
      expect(await sql(upgraded, 'SELECT launch_date::text AS date FROM game_settings')).toEqual([
        { date: '2025-06-01' },
      ]);
      expect(
        await sql(upgraded, "SELECT details FROM audit_log WHERE action = 'launch-date' ORDER BY id DESC LIMIT 1"),
      ).toEqual([{ details: { launch_date: '2025-06-01', recorded_by: 'api' } }]);
      const puzzle = await command('npm', ['run', '--silent', 'puzzle', '--', 'list'], {
        DATABASE_URL: upgraded.url,
        LAUNCH_DATE: STORED,
      });
      expect(puzzle.code).toBe(1);
      expectRefusal(puzzle.stderr, STORED, '2025-06-01');
    } finally {
      await upgraded.drop();
    }
  });

  it('is not stored by a read-only command or a dry run, only compared', async () => {
    const upgraded = await createTestDatabase();
    try {
      await sql(upgraded, 'DELETE FROM game_settings');
      const env = { DATABASE_URL: upgraded.url, LAUNCH_DATE: OTHER };
      expect((await command('npm', ['run', '--silent', 'puzzle', '--', 'list'], env)).code).toBe(0);
      expect((await command('npm', ['run', '--silent', 'db:seed', '--', '--dry-run'], env)).code).toBe(0);
      expect(await sql(upgraded, 'SELECT launch_date FROM game_settings')).toEqual([]);
    } finally {
      await upgraded.drop();
    }
  });

  it('keeps every command that writes, but the seed, from running until a date is stored', async () => {
    const upgraded = await createTestDatabase();
    try {
      // After an upgrade migration, before the first seed: no date stored, and a wrong one in the shell.
      await sql(upgraded, 'DELETE FROM game_settings');
      const env = { DATABASE_URL: upgraded.url, LAUNCH_DATE: OTHER };
      const before = {
        puzzles: await sql(upgraded, 'SELECT * FROM daily_puzzles ORDER BY game_number'),
        audit: await sql(upgraded, 'SELECT * FROM audit_log ORDER BY id'),
      };
      const run = (script: string, args: string[]) => command('npm', ['run', '--silent', script, '--', ...args], env);

      for (const [script, args] of [
        ['puzzle', ['pin', '326', 'planet', '--force', '--reason', 'launch day word']],
        ['puzzle', ['pin', '2030-12-25', 'sleigh', '--reason', 'Christmas']],
        ['puzzle', ['show', '2030-12-26']], // would draw the game's word
        ['challenges', ['prune']],
      ] as const) {
        const refused = await run(script, [...args]);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(`${script}: refused, nothing was written: this database has no launch date`);
        expect(refused.stderr).toContain('Run the seed first');
        expect(refused.stderr).toContain('npm run db:seed');
      }
      expect(await sql(upgraded, 'SELECT * FROM daily_puzzles ORDER BY game_number')).toEqual(before.puzzles);
      expect(await sql(upgraded, 'SELECT * FROM audit_log ORDER BY id')).toEqual(before.audit);

      // A command that reads runs, and says the date is not checked.
      const list = await run('puzzle', ['list', '--days', '2']);
      expect(list.code).toBe(0);
      expect(list.stdout).toContain('GAME');
      expect(list.stderr).toContain('note: this database has no launch date stored yet');
      expect((await run('challenges', ['count'])).code).toBe(0);
      expect(await sql(upgraded, 'SELECT launch_date FROM game_settings')).toEqual([]);

      // The seed stores the date; from then on the commands write under it.
      const seed = await command(path.join(repositoryRoot, 'node_modules/.bin/prisma'), ['db', 'seed'], {
        DATABASE_URL: upgraded.url,
        LAUNCH_DATE: STORED,
      });
      expect(seed.code).toBe(0);
      const pinned = await command('npm', ['run', '--silent', 'puzzle', '--', 'pin', '2030-12-25', 'sleigh'], {
        DATABASE_URL: upgraded.url,
        LAUNCH_DATE: STORED,
      });
      expect(pinned).toMatchObject({ code: 0, stderr: '' });
    } finally {
      await upgraded.drop();
    }
  });

  it('keeps an API started while the database was down from giving answers once it finds another date', async () => {
    const proxy = await OutageProxy.start(database.url);
    const log = new LogCapture();
    proxy.takeDown();
    const t = await startTestApp(
      {
        DATABASE_URL: proxy.urlFor(database.url),
        LAUNCH_DATE: OTHER,
        DB_CONNECT_TIMEOUT_MS: '500',
        WORD_LIST_REFRESH_SECONDS: '1',
        LOG_LEVEL: 'warn',
      },
      { database, log },
    );
    try {
      // Game 267 is 2026-11-22 when counted from 2026-03-01.
      const check = () =>
        request(t.app.getHttpServer())
          .post('/api/check-guess')
          .send({ guess: 'planet', game_number: 267, timezone: 'UTC' });
      await check().expect(503);
      proxy.bringUp();
      await waitFor(async () => log.lines.some((line) => line.level === 60));
      expect(log.lines.find((line) => line.level === 60)?.msg).toContain(`LAUNCH_DATE is ${OTHER}`);
      const refused = await check().expect(503);
      expect(refused.body).toEqual({
        error: 'The game is temporarily unavailable. Please try again in a moment.',
        code: 'unavailable',
      });
      expect(await sql(database, 'SELECT count(*)::int AS n FROM daily_puzzles WHERE game_number = 267')).toEqual([
        { n: 0 },
      ]);
      // Not ready, so no probe sends players to it; alive, so it is not restarted in a loop.
      const health = await request(t.app.getHttpServer()).get('/api/health').expect(503);
      expect(health.body.code).toBe('launch_date_mismatch');
      await request(t.app.getHttpServer()).get('/api/health/live').expect(200);
    } finally {
      await t.close();
      await proxy.stop();
    }
  });
});
