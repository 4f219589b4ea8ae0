import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile, appendFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { databaseUrl, dropDatabase, uniqueName, withServer } from './support/databases.js';
import { repositoryRoot } from './support/repository.js';

const run = promisify(execFile);

async function command(file: string, args: string[], cwd: string, env: Record<string, string | undefined>) {
  try {
    const { stdout, stderr } = await run(file, args, { cwd, env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

/**
 * A checkout of its own, with the repository's migrations, schema, build and packages, so a test
 * can add a migration folder without touching the real one: npm runs the root's scripts there as
 * it does in the repository.
 */
async function checkout(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'hexle-migrations-'));
  for (const file of ['package.json', 'prisma.config.ts'])
    await cp(path.join(repositoryRoot, file), path.join(root, file));
  await mkdir(path.join(root, 'prisma'));
  await cp(path.join(repositoryRoot, 'prisma/schema.prisma'), path.join(root, 'prisma/schema.prisma'));
  await cp(path.join(repositoryRoot, 'prisma/migrations'), path.join(root, 'prisma/migrations'), { recursive: true });
  await symlink(path.join(repositoryRoot, 'node_modules'), path.join(root, 'node_modules'));
  await symlink(path.join(repositoryRoot, 'backend'), path.join(root, 'backend'));
  await symlink(path.join(repositoryRoot, 'stack'), path.join(root, 'stack'));
  return root;
}

const databaseExists = (name: string) =>
  withServer(
    async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1,
  );

describe('npm run db:migrate', () => {
  let root: string;
  const name = uniqueName(`${process.env.HEXLE_TEST_RUN_PREFIX ?? 'hexle_test'}_migrate`);
  const migrate = () => command('npm', ['run', '--silent', 'db:migrate'], root, { DATABASE_URL: databaseUrl(name) });

  beforeEach(async () => {
    root = await checkout();
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
    await dropDatabase(name);
  });

  it.each([
    ['an empty migration.sql', ''],
    ['one of whitespace and comments only', '\n-- AddColumn (to be written)\n/* later */\n\n'],
    ['no migration.sql at all', null],
  ])('refuses a migration folder with %s before anything is created or applied', async (_, sql) => {
    const folder = path.join(root, 'prisma/migrations/29990101000000_add_notes');
    await mkdir(folder);
    if (sql !== null) await writeFile(path.join(folder, 'migration.sql'), sql);

    const refused = await migrate();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Refusing to migrate, nothing was applied');
    expect(refused.stderr).toContain(
      `29990101000000_add_notes: ${sql === null ? 'has no migration.sql' : 'migration.sql holds no SQL statement'}`,
    );
    expect(await databaseExists(name)).toBe(false);
  });

  it('refuses a ";" that does not end a statement, naming the line', async () => {
    const folder = path.join(root, 'prisma/migrations/29990101000000_add_notes');
    await mkdir(folder);
    await writeFile(path.join(folder, 'migration.sql'), '-- Notes; one per game\nCREATE TABLE "notes" ("id" INT);\n');
    const refused = await migrate();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('29990101000000_add_notes/migration.sql:1: a ";" inside a comment');
    expect(await databaseExists(name)).toBe(false);
  });

  it('refuses a new migration that is not applied in one transaction, naming it', async () => {
    const folder = path.join(root, 'prisma/migrations/29990101000000_add_notes');
    await mkdir(folder);
    await writeFile(
      path.join(folder, 'migration.sql'),
      'CREATE TABLE "notes" ("id" INT);\nCREATE INDEX "notes_id" ON "notes" ("id");\n',
    );
    const refused = await migrate();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      '29990101000000_add_notes/migration.sql is not applied in one transaction: its first statement must be BEGIN and its last COMMIT',
    );
    expect(refused.stderr).toContain('Start the migration with BEGIN; and end it with COMMIT;');
    expect(await databaseExists(name)).toBe(false);
  });

  it('applies migrations that all hold SQL, without a warning about the schema url', async () => {
    const applied = await migrate();
    expect(applied).toMatchObject({ code: 0 });
    expect(`${applied.stdout}${applied.stderr}`).not.toContain('WARNING');
    const client = new pg.Client({ connectionString: databaseUrl(name) });
    await client.connect();
    try {
      const { rows } = await client.query(
        'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL',
      );
      const shipped = await readdir(path.join(root, 'prisma/migrations'), { withFileTypes: true });
      expect(rows).toHaveLength(shipped.filter((entry) => entry.isDirectory()).length);
    } finally {
      await client.end();
    }
  });
});

describe('a migration that fails half-way', () => {
  let root: string;
  const name = uniqueName(`${process.env.HEXLE_TEST_RUN_PREFIX ?? 'hexle_test'}_failed`);
  const env = () => ({ DATABASE_URL: databaseUrl(name) });
  const npmRun = (args: string[]) => command('npm', ['run', '--silent', 'db:migrate', '--', ...args], root, env());
  const folder = () => path.join(root, 'prisma/migrations/29990101000000_add_notes');
  const query = async (sql: string): Promise<Record<string, unknown>[]> => {
    const client = new pg.Client({ connectionString: databaseUrl(name) });
    await client.connect();
    try {
      return (await client.query<Record<string, unknown>>(sql)).rows;
    } finally {
      await client.end();
    }
  };
  /** What the migration would have left behind: a column, a table and a row. */
  const traces = () =>
    query(`SELECT to_regclass('notes')::text AS notes,
                  EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'words' AND column_name = 'note') AS column,
                  (SELECT count(*)::int FROM server_secrets WHERE name = 'notes') AS rows`);
  const migrationRows = () =>
    query(`SELECT finished_at IS NOT NULL AS finished, rolled_back_at IS NOT NULL AS rolled_back
           FROM _prisma_migrations WHERE migration_name = '29990101000000_add_notes' ORDER BY started_at`);

  beforeEach(async () => {
    root = await checkout();
    expect((await npmRun([])).code).toBe(0);
    await mkdir(folder());
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
    await dropDatabase(name);
  });

  it('leaves nothing behind; --resolve-failed clears the way and the corrected migration applies', async () => {
    const statements = [
      'ALTER TABLE "words" ADD COLUMN "note" TEXT;',
      'CREATE TABLE "notes" ("id" INT);',
      'INSERT INTO "server_secrets" ("name", "value") VALUES (\'notes\', \'x\');',
    ];
    const failing = 'ALTER TABLE "no_such_table" ADD COLUMN "x" INT;';
    await writeFile(path.join(folder(), 'migration.sql'), ['BEGIN;', ...statements, failing, 'COMMIT;', ''].join('\n'));

    const failed = await npmRun([]);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toContain('No such table: no_such_table');
    expect(failed.stderr).toContain('npm run db:migrate -- --resolve-failed');
    expect(await traces()).toEqual([{ notes: null, column: false, rows: 0 }]);

    const stuck = await npmRun([]);
    expect(stuck.code).not.toBe(0);
    expect(stuck.stderr).toContain('P3009');

    const preview = await npmRun(['--resolve-failed', '--dry-run']);
    expect(preview).toMatchObject({ code: 0 });
    expect(preview.stdout).toContain('Migration 29990101000000_add_notes failed at ');
    expect(preview.stdout).toContain('failed at ');
    expect(preview.stdout).toContain(
      ': No such table: no_such_table. It applies in one transaction, so nothing of it stayed',
    );
    expect(preview.stdout).toContain('Dry run: would mark 29990101000000_add_notes as rolled back');
    expect(await migrationRows()).toEqual([{ finished: false, rolled_back: false }]);

    const resolved = await npmRun(['--resolve-failed']);
    expect(resolved).toMatchObject({ code: 0 });
    expect(resolved.stdout).toContain('Marked 29990101000000_add_notes as rolled back');
    expect(await migrationRows()).toEqual([{ finished: false, rolled_back: true }]);

    await writeFile(path.join(folder(), 'migration.sql'), ['BEGIN;', ...statements, 'COMMIT;', ''].join('\n'));
    const corrected = await npmRun([]);
    expect(corrected).toMatchObject({ code: 0 });
    expect(await traces()).toEqual([{ notes: 'notes', column: true, rows: 1 }]);
    expect(await migrationRows()).toEqual([
      { finished: false, rolled_back: true },
      { finished: true, rolled_back: false },
    ]);

    const nothing = await npmRun(['--resolve-failed']);
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain('No migration has failed on this database');
  });

  it('refuses to resolve a failed migration that may have left part of itself behind', async () => {
    // Written before the rule, as the first migrations were: its statements are not one transaction.
    const oldFolder = path.join(root, 'prisma/migrations/20261128000001_old_style');
    await rm(folder(), { recursive: true });
    await mkdir(oldFolder);
    await writeFile(
      path.join(oldFolder, 'migration.sql'),
      'CREATE TABLE "notes" ("id" INT);\nALTER TABLE "no_such_table" ADD COLUMN "x" INT;\n',
    );
    expect((await npmRun([])).code).not.toBe(0);
    const refused = await npmRun(['--resolve-failed']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Migration 20261128000001_old_style failed');
    expect(refused.stderr).toContain('the statements before the failing one stayed');
    expect(refused.stderr).toContain('Nothing was changed.');
    expect(await query('SELECT count(*)::int AS n FROM _prisma_migrations WHERE rolled_back_at IS NOT NULL')).toEqual([
      { n: 0 },
    ]);
  });
});

describe('npm run db:migration', () => {
  let root: string;
  const git = (args: string[]) => command('git', args, root, {});
  const migration = (args: string[], env: Record<string, string | undefined> = {}) =>
    command('npm', ['run', '--silent', 'db:migration', '--', ...args], root, {
      DATABASE_URL: databaseUrl('postgres'),
      ...env,
    });
  const migrationFolders = async () =>
    (await readdir(path.join(root, 'prisma/migrations'))).filter((entry) => entry !== 'migration_lock.toml');

  beforeEach(async () => {
    root = await checkout();
    await git(['init', '--quiet']);
    await git(['add', 'package.json', 'prisma.config.ts', 'prisma']);
    await git(['-c', 'user.name=test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '-m', 'start']);
    await appendFile(
      path.join(root, 'prisma/schema.prisma'),
      '\nmodel Note {\n  id   Int    @id\n  text String\n\n  @@map("notes")\n}\n',
    );
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('writes the change of the schema since the last commit into a new migration folder', async () => {
    const before = await migrationFolders();
    const made = await migration(['add_notes']);
    expect(made.code).toBe(0);
    const added = (await migrationFolders()).filter((folder) => !before.includes(folder));
    expect(added).toEqual([expect.stringMatching(/^\d{14}_add_notes$/)]);
    expect(added[0] > (before.sort().at(-1) ?? '')).toBe(true);
    const sql = await readFile(path.join(root, 'prisma/migrations', added[0] ?? '', 'migration.sql'), 'utf8');
    expect(sql).toContain('CREATE TABLE "notes"');
    // Applied whole or not at all.
    expect(sql).toMatch(/^(--[^\n]*\n)*BEGIN;\n/);
    expect(sql).toMatch(/\nCOMMIT;\n$/);
    expect(made.stdout).toContain(`Wrote prisma/migrations/${added[0]}/migration.sql`);
  });

  it.each([
    [
      'PostgreSQL does not answer',
      { DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/postgres' },
      "Can't reach database server",
    ],
    ['DATABASE_URL is not set', { DATABASE_URL: undefined }, 'DATABASE_URL is not set'],
  ])('leaves no migration folder, empty or not, when %s', async (_, env, reason) => {
    const before = await migrationFolders();
    const failed = await migration(['add_notes'], env);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(reason);
    expect(failed.stderr).toContain('Nothing was written.');
    expect(await migrationFolders()).toEqual(before);
    expect((await readdir(path.join(root, 'prisma'))).sort()).toEqual(['migrations', 'schema.prisma']);
  });

  it('writes nothing when the schema has not changed', async () => {
    await cp(path.join(repositoryRoot, 'prisma/schema.prisma'), path.join(root, 'prisma/schema.prisma'));
    const before = await migrationFolders();
    const none = await migration(['add_notes']);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('has no change against HEAD: there is nothing to migrate');
    expect(await migrationFolders()).toEqual(before);
  });
});
