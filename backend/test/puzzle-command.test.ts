import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { GameCalendar } from '../src/game-day/game-calendar.js';
import { repositoryRoot } from './support/repository.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';

const run = promisify(execFile);

describe('npm run puzzle', () => {
  let database: TestDatabase;
  // A launch 100 days ago: today's game is live somewhere on Earth, a game 30 days ahead is not.
  const launchDate = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
  const calendar = new GameCalendar(launchDate);
  const liveGame = calendar.latestLiveGameNumber(Date.now());
  const futureGame = liveGame + 30;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  const puzzle = async (args: string[], env: Record<string, string | undefined> = {}) => {
    try {
      const { stdout, stderr } = await run('npm', ['run', '--silent', 'puzzle', '--', ...args], {
        cwd: repositoryRoot,
        env: { ...process.env, DATABASE_URL: database.url, LAUNCH_DATE: launchDate, ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failure = error as { code: number; stdout: string; stderr: string };
      return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
    }
  };

  it('shows a game by number, assigning its word once', async () => {
    const first = await puzzle(['show', String(futureGame)]);
    expect(first).toMatchObject({ code: 0 });
    expect(first.stdout).toMatch(
      new RegExp(`^Game ${futureGame} \\(${calendar.dateOf(futureGame)}\\): [A-Z]{6} \\(assigned now\\)`),
    );
    const again = await puzzle(['show', String(futureGame)]);
    expect(again.stdout.trim()).toBe(first.stdout.trim().replace(' (assigned now)', ''));
  });

  it('shows a game by date', async () => {
    const byDate = await puzzle(['show', calendar.dateOf(futureGame)]);
    expect(byDate.stdout).toContain(`Game ${futureGame} (`);
  });

  it('pins an answer to a future game', async () => {
    const pinned = await puzzle(['pin', String(futureGame + 1), 'planet']);
    expect(pinned).toMatchObject({ code: 0 });
    expect(pinned.stdout).toContain(`Game ${futureGame + 1} (${calendar.dateOf(futureGame + 1)}): PLANET (pinned now)`);
    expect((await puzzle(['show', String(futureGame + 1)])).stdout).toContain('PLANET (pinned)');
  });

  it('needs --force to pin a game already released to players', async () => {
    const refused = await puzzle(['pin', String(liveGame), 'BRIDGE']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already been released');
    expect(refused.stderr).toContain('--force');
    const forced = await puzzle(['pin', String(liveGame), 'BRIDGE', '--force']);
    expect(forced).toMatchObject({ code: 0 });
    expect(forced.stdout).toContain(': BRIDGE (pinned now)');
  });

  it.each([
    [['pin', '500', 'QZXVBN'], 'QZXVBN is not in the answers list'],
    [['pin', '500', 'HOPPED'], 'HOPPED is not in the answers list'],
    [['pin', '500', 'PLAN'], 'must be exactly 6 letters'],
    [['show', '0'], 'Game numbers start at 1'],
    [['show', '2000-01-01'], 'before the launch date'],
    [['show', '2026-02-30'], 'Expected a game number'],
    [['show', 'tomorrow'], 'Expected a game number'],
    [['show'], 'Usage:'],
    [['delete', '5'], 'Usage:'],
    [['show', '5', '--loud'], 'unknown option --loud'],
    [[], 'Usage:'],
  ])('fails clearly on %j', async (args, message) => {
    const result = await puzzle(args);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
  });

  it('fails clearly without a database address', async () => {
    const result = await puzzle(['show', '5'], { DATABASE_URL: '' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL is required');
  });
});
