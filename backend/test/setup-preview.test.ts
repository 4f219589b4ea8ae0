import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase, withServer } from './support/databases.js';
import { committedLists, runCommand, withDatabase, writeLists } from './seed-support.js';

/**
 * The containers' setup step previewing a change of word lists (`SEED_DRY_RUN=1`, as the compose
 * docs and the Kubernetes preview Job run it): it writes nothing at all, whatever the database.
 */
describe('the setup step with SEED_DRY_RUN=1', () => {
  let database: TestDatabase;
  let listsDir: string;
  const role = `preview_${process.pid}`;

  beforeEach(async () => {
    database = await createTestDatabase();
    listsDir = await mkdtemp(path.join(os.tmpdir(), 'hexle-preview-'));
  });
  afterEach(async () => {
    await database.drop();
    await rm(listsDir, { recursive: true, force: true });
    await withServer((client) => client.query(`DROP ROLE IF EXISTS ${role}`));
  });

  /** start-api.sh setup as the setup job runs it, with an API role it would make on a real run. */
  const setup = (env: Record<string, string>) =>
    runCommand('sh', ['deploy/api/start-api.sh', 'setup'], {
      DATABASE_URL: database.url,
      API_DATABASE_URL: `postgresql://${role}:preview-password@127.0.0.1:5432/${database.name}`,
      LAUNCH_DATE: '2026-01-01',
      SEED_DRY_RUN: '1',
      ...env,
    });

  const state = (url: string) =>
    withDatabase(url, async (client) => ({
      migrations: (await client.query('SELECT migration_name FROM _prisma_migrations ORDER BY 1')).rows,
      words: (await client.query('SELECT count(*)::int AS n, count(*) FILTER (WHERE is_answer)::int AS a FROM words'))
        .rows[0],
      audit: (await client.query('SELECT count(*)::int AS n FROM audit_log')).rows[0],
      role: (await client.query('SELECT count(*)::int AS n FROM pg_roles WHERE rolname = $1', [role])).rows[0],
    }));

  it('shows the change and applies no migration, no role and no word', async () => {
    const lists = await committedLists();
    await writeLists(listsDir, { answers: lists.answers.slice(0, -3), guesses: lists.guesses });
    const before = await state(database.url);
    const run = await setup({ WORD_LIST_DIR: listsDir });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Dry run, nothing written');
    expect(await state(database.url)).toEqual(before);
  });

  it('on a database behind the release, says to migrate first and still writes nothing', async () => {
    const last = await withDatabase(database.url, async (client) => {
      const [row] = (
        await client.query<{ migration_name: string }>(
          'SELECT migration_name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1',
        )
      ).rows;
      await client.query('DELETE FROM _prisma_migrations WHERE migration_name = $1', [row.migration_name]);
      return row.migration_name;
    });
    const before = await state(database.url);
    const run = await setup({});
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain(`the database is behind this release: 1 migration not applied (${last})`);
    expect(run.stderr).toContain('npm run db:migrate');
    expect(await state(database.url)).toEqual(before);
  });

  it("says loudly when a folder of the operator's own lists is missing and the image's are loaded instead", async () => {
    const missing = path.join(listsDir, 'no-such-folder');
    const run = await setup({ WORD_LIST_DIR: `${missing}:prisma/words` });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`WARN start-api.sh: no answers.txt in ${missing}`);
    expect(run.stderr).toContain('the lists in prisma/words are loaded instead');
  });
});
