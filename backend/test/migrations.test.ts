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

  it('applies migrations that all hold SQL', async () => {
    const applied = await migrate();
    expect(applied).toMatchObject({ code: 0 });
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
    expect(await readFile(path.join(root, 'prisma/migrations', added[0] ?? '', 'migration.sql'), 'utf8')).toContain(
      'CREATE TABLE "notes"',
    );
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
