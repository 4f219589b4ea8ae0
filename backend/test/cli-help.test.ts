import { createTestDatabase, type TestDatabase } from './support/databases.js';
import { runCommand } from './seed-support.js';

/**
 * `--help` and `-h`, typed as the docs spell the commands: the usage on standard output, exit 0,
 * and nothing read from the database. No DATABASE_URL and a LAUNCH_DATE that is not a date: a
 * command that reached its settings would fail.
 */
describe('--help and -h', () => {
  const noDatabase = { DATABASE_URL: undefined, API_DATABASE_URL: undefined, LAUNCH_DATE: 'not-a-date' };
  const npmRun = (args: string[], env: Record<string, string | undefined> = noDatabase) =>
    runCommand('npm', ['run', '--silent', ...args], env);

  it.each([
    [
      ['puzzle', '--', '--help'],
      ['npm run puzzle -- list', 'npm run puzzle -- pin', 'npm run puzzle -- audit'],
    ],
    [['puzzle', '--', '-h'], ['npm run puzzle -- export']],
    [
      ['challenges', '--', '--help'],
      ['npm run challenges -- prune', 'npm run challenges -- count'],
    ],
    [
      ['db:migrate', '--', '--help'],
      ['Usage: npm run db:migrate', '--resolve-failed', '--dry-run'],
    ],
    [['db:migration', '--', '-h'], ['Usage: npm run db:migration -- <name>']],
    [['backup', '--', '--help'], ['Usage: npm run backup']],
    [['restore', '--', '-h'], ['Usage: npm run restore']],
  ])('npm run %j prints the whole usage', async (args, shown) => {
    const answer = await npmRun(args);
    expect(answer).toMatchObject({ code: 0, stderr: '' });
    for (const text of shown) expect(answer.stdout).toContain(text);
  });

  it.each([
    [
      ['puzzle', '--', 'pin', '--help'],
      'npm run puzzle -- pin <game_number|YYYY-MM-DD> <WORD>',
      'npm run puzzle -- list',
    ],
    [['puzzle', '--', 'pin', '326', 'PLANET', '-h'], 'npm run puzzle -- pin ', 'npm run puzzle -- unpin'],
    [['puzzle', '--', 'audit', '-h'], '[--game <game_number|YYYY-MM-DD>] [--action ACTION]', 'npm run puzzle -- pin'],
    [['puzzle', '--', 'export', '--help'], 'overwritten only with --force', 'npm run puzzle -- audit'],
    [['challenges', '--', 'prune', '-h'], 'npm run challenges -- prune', 'npm run challenges -- sources'],
  ])("npm run %j prints that subcommand's usage", async (args, shown, notShown) => {
    const answer = await npmRun(args);
    expect(answer).toMatchObject({ code: 0, stderr: '' });
    expect(answer.stdout).toMatch(/^Usage:\n/);
    expect(answer.stdout).toContain(shown);
    expect(answer.stdout).not.toContain(notShown);
  });

  it('npm run db:seed -- --help prints the seed options without reaching the database', async () => {
    const answer = await npmRun(['db:seed', '--', '--help'], noDatabase);
    expect(answer.code).toBe(0);
    expect(answer.stdout).toContain('Usage: npm run db:seed -- [--dry-run] [--allow-large-changes] [--reason <text>]');
    expect(answer.stderr).not.toContain('seed:');
  });

  it.each([
    [['--dry-run'], 'db:migrate: --dry-run goes with --resolve-failed\nUsage:'],
    [['--force'], 'db:migrate: Unknown option "--force"\nUsage:'],
    [['--resolve-failed', 'now'], 'db:migrate: Unexpected word "now"\nUsage:'],
  ])('npm run db:migrate -- %j is refused before it checks or applies anything', async (words, shown) => {
    const answer = await npmRun(['db:migrate', '--', ...words], {
      ...noDatabase,
      DATABASE_URL: 'postgresql://nobody@127.0.0.1:9/none',
    });
    expect(answer.code).toBe(1);
    expect(answer.stderr).toContain(shown);
  });
});

describe('a usage error', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it.each([
    [['puzzle'], 'puzzle: No command given.\nUsage:\n  npm run puzzle -- list'],
    [['puzzle', '--', 'pinn', '326', 'PLANET'], 'puzzle: Unknown command "pinn"\nUsage:\n  npm run puzzle -- list'],
    [['puzzle', '--', 'unpin'], 'puzzle: unpin needs <game_number|YYYY-MM-DD>\nUsage:\n  npm run puzzle -- unpin'],
    [['challenges'], 'challenges: No command given.\nUsage:'],
    [['challenges', '--', 'prun'], 'challenges: Unknown command "prun"\nUsage:'],
    [['challenges', '--', 'prune', '30'], 'challenges: Unexpected word "30"\nUsage:\n  npm run challenges -- prune'],
  ])('npm run %j says what is wrong, then the usage, and exits 1', async (args, message) => {
    const answer = await runCommand('npm', ['run', '--silent', ...args], {
      DATABASE_URL: database.url,
      LAUNCH_DATE: '2026-01-01',
    });
    expect(answer).toMatchObject({ code: 1, stdout: '' });
    expect(answer.stderr).toContain(message);
  });
});
