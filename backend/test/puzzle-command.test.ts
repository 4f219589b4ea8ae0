import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { GameCalendar } from '../src/game-day/game-calendar.js';
import { repositoryRoot } from './support/repository.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';

const run = promisify(execFile);

describe('npm run puzzle', () => {
  let database: TestDatabase;
  let scratch: string;
  // The template database was set up with this launch date; today's game is live somewhere on
  // Earth, a game 30 days ahead is not.
  const launchDate = '2026-01-01';
  const calendar = new GameCalendar(launchDate);
  const liveGame = calendar.latestLiveGameNumber(Date.now());
  const futureGame = liveGame + 30;
  const todayUtc = calendar.gameNumberOn(new Date().toISOString().slice(0, 10));

  beforeAll(async () => {
    database = await createTestDatabase();
    scratch = await mkdtemp(path.join(os.tmpdir(), 'hexle-puzzle-'));
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
    await database.drop();
  });

  const puzzle = async (args: string[], env: Record<string, string | undefined> = {}, cwd = repositoryRoot) => {
    try {
      const { stdout, stderr } = await run(
        'npm',
        ['run', '--silent', '--prefix', repositoryRoot, 'puzzle', '--', ...args],
        {
          cwd,
          env: { ...process.env, DATABASE_URL: database.url, LAUNCH_DATE: launchDate, ...env },
        },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failure = error as { code: number; stdout: string; stderr: string };
      return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
    }
  };

  const sql = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  const assignedCount = async () => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM daily_puzzles'))[0].n);
  const wordOf = async (game: number) =>
    (await sql<{ word: string }>('SELECT word FROM daily_puzzles WHERE game_number = $1', [game]))[0]?.word;

  it("prints a day's figures as counted, without changing anything", async () => {
    const day = todayUtc - 3;
    await sql(
      `INSERT INTO daily_result_counts (game_number, result, games) VALUES ($1, '3', 6), ($1, '4', 2), ($1, 'X', 2)`,
      [day],
    );
    await sql(
      `INSERT INTO daily_opener_counts (game_number, word, games) VALUES ($1, 'STARED', 7), ($1, 'PLANET', 3)`,
      [day],
    );
    const before = await assignedCount();
    const text = await puzzle(['stats', String(day)]);
    expect(text).toMatchObject({ code: 0, stderr: '' });
    expect(text.stdout).toContain(
      `Game ${day} (${calendar.dateOf(day)}): 10 finished, 8 won (80.0 %), average 3.25 guesses over the games won`,
    );
    expect(text.stdout).toContain(
      `  3        6   60.0 %  ${'#'.repeat(40)}\n  4        2   20.0 %  ${'#'.repeat(13)}\n`,
    );
    expect(text.stdout).toContain('First words: STARED 7, PLANET 3');
    const json = await puzzle(['stats', calendar.dateOf(day), '--format', 'json']);
    expect(JSON.parse(json.stdout)).toMatchObject({
      game_number: day,
      players: 10,
      distribution: { '3': 6, '4': 2, X: 2 },
      openers: [
        { word: 'STARED', games: 7 },
        { word: 'PLANET', games: 3 },
      ],
    });
    expect((await puzzle(['stats', String(day + 1)])).stdout).toContain('0 finished, 0 won (0 %)');
    expect(await assignedCount()).toBe(before);
    const bad = await puzzle(['stats', String(day), '--format', 'xml']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--format takes text or json');
  });

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

  it('needs --force to pin a game already released to players, and says which word players had', async () => {
    const refused = await puzzle(['pin', String(liveGame), 'BRIDGE']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already been released');
    expect(refused.stderr).toContain('--force');
    const played = (await puzzle(['show', String(liveGame)])).stdout.match(/: ([A-Z]{6})/)?.[1];
    // Not a word a game near it has (that needs --allow-repeat).
    const nearby = [played, await wordOf(futureGame)];
    const replacement = ['BRIDGE', 'CASTLE', 'GARDEN'].find((word) => !nearby.includes(word)) ?? 'BRIDGE';
    const forced = await puzzle(['pin', String(liveGame), replacement, '--force', '--reason', 'answer leaked']);
    expect(forced).toMatchObject({ code: 0 });
    expect(forced.stdout).toContain(`: ${replacement} (pinned now)`);
    expect(forced.stdout).toContain(`It replaces ${played}, which players have already played`);
    expect(forced.stdout).toContain(`${played} stays counted as used`);
    // The API binds a game's proofs to its answer: a game under way is started again on the new word.
    expect(forced.stdout).toContain(
      'Players with a game of it in progress start it again, on the new word, at their next guess; finished games keep their result.',
    );
    // Kept as given to players: it is no unused answer, and the history tells it.
    expect(await sql('SELECT word FROM replaced_puzzles WHERE game_number = $1', [liveGame])).toEqual([
      { word: played },
    ]);
    const exported = await puzzle(['export']);
    expect(exported.stdout).toContain(`${liveGame},${calendar.dateOf(liveGame)},${replacement},true,true,${played}`);
  });

  it('lists the schedule without drawing a word or writing anything', async () => {
    const before = await assignedCount();
    const listed = await puzzle(['list', '--from', String(futureGame - 1), '--days', '3']);
    expect(listed).toMatchObject({ code: 0 });
    const lines = listed.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/GAME\s+DATE\s+WORD\s+CHOSEN\s+STATUS/);
    expect(lines[1]).toMatch(
      new RegExp(`^\\s*${futureGame - 1}\\s+${calendar.dateOf(futureGame - 1)}\\s+not drawn yet\\s+not released$`),
    );
    expect(lines[2]).toMatch(
      new RegExp(
        `^\\s*${futureGame}\\s+${calendar.dateOf(futureGame)}\\s+${await wordOf(futureGame)}\\s+drawn\\s+not released$`,
      ),
    );
    expect(lines[3]).toMatch(new RegExp(`^\\s*${futureGame + 1}\\s+\\S+\\s+PLANET\\s+pinned\\s+not released$`));
    expect(await assignedCount()).toBe(before);

    const released = await puzzle(['list', '--from', calendar.dateOf(liveGame), '--days', '2']);
    const [, live, next] = released.stdout.trimEnd().split('\n');
    expect(live).toMatch(/\bpinned\s+released$/);
    expect(next).toMatch(/\bnot released$/);
  });

  it('lists 14 days from today (UTC) by default, at most 366', async () => {
    const listed = await puzzle(['list']);
    const lines = listed.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(15);
    expect(lines[1]).toMatch(new RegExp(`^\\s*${todayUtc}\\s+${calendar.dateOf(todayUtc)}\\s`));
    expect((await puzzle(['list', '--days', '366'])).stdout.trimEnd().split('\n')).toHaveLength(367);
    const tooMany = await puzzle(['list', '--days', '367']);
    expect(tooMany.code).toBe(1);
    expect(tooMany.stderr).toContain('--days takes a whole number from 1 to 366');
  });

  it('unpins a future game, which then waits for its draw; a released game keeps its word', async () => {
    const game = futureGame + 2;
    await puzzle(['pin', String(game), 'SLEIGH']);
    const unpinned = await puzzle(['unpin', calendar.dateOf(game), '--reason', 'wrong day']);
    expect(unpinned).toMatchObject({ code: 0 });
    expect(unpinned.stdout).toContain(`Game ${game} (${calendar.dateOf(game)}): unpinned SLEIGH.`);
    expect(await wordOf(game)).toBeUndefined();
    expect((await puzzle(['list', '--from', String(game), '--days', '1'])).stdout).toContain('not drawn yet');

    const again = await puzzle(['unpin', String(game)]);
    expect(again).toMatchObject({ code: 1 });
    expect(again.stderr).toContain('has no word yet');
    const drawn = await puzzle(['unpin', String(futureGame)]);
    expect(drawn).toMatchObject({ code: 1 });
    expect(drawn.stderr).toContain('is not pinned');

    const wordBefore = await wordOf(liveGame);
    const refused = await puzzle(['unpin', String(liveGame)]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already been released');
    expect(await wordOf(liveGame)).toBe(wordBefore);
  });

  it('records every pin, unpin and forced change, with who ran it and why, and shows them newest first', async () => {
    const audit = await puzzle(['audit', '--limit', '3']);
    expect(audit).toMatchObject({ code: 0 });
    const lines = audit.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    const who = `by ${os.userInfo().username}@${os.hostname()}`;
    const game = futureGame + 2;
    expect(lines[0]).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z  unpin  game ${game} \\(${calendar.dateOf(game)}\\)  SLEIGH \\(pinned\\) -> \\(none\\)  ${who}  reason: "wrong day"$`,
      ),
    );
    expect(lines[1]).toMatch(new RegExp(`  pin  game ${game} \\(\\S+\\)  \\(none\\) -> SLEIGH  ${who}$`));
    expect(lines[2]).toMatch(
      new RegExp(`  force-pin  game ${liveGame} \\(\\S+\\)  [A-Z]{6} -> [A-Z]{6}  ${who}  reason: "answer leaked"$`),
    );
    const rows = await sql<{ action: string; details: unknown }>(
      'SELECT action, details FROM audit_log WHERE game_number = $1 ORDER BY id',
      [liveGame],
    );
    expect(rows).toEqual([
      // The live game's word was drawn when it was first shown, by the database's own function.
      {
        action: 'draw',
        details: {
          date: calendar.dateOf(liveGame),
          before: null,
          after: { word: expect.stringMatching(/^[A-Z]{6}$/), pinned: false },
          db_role: expect.any(String),
        },
      },
      {
        action: 'force-pin',
        details: {
          date: calendar.dateOf(liveGame),
          before: { word: expect.stringMatching(/^[A-Z]{6}$/), pinned: false },
          after: { word: expect.stringMatching(/^[A-Z]{6}$/), pinned: true },
          released: true,
        },
      },
    ]);
    // Filtered in the query: by game (a number or a date), by action, by day (UTC).
    const ofGame = (await puzzle(['audit', '--game', calendar.dateOf(game)])).stdout.trimEnd().split('\n');
    expect(ofGame).toEqual([lines[0], lines[1]]);
    const forcedOnly = await puzzle(['audit', '--action', 'force-pin']);
    expect(forcedOnly.stdout.trimEnd().split('\n')).toEqual([lines[2]]);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const today = await puzzle(['audit', '--since', day(0), '--until', day(0), '--game', String(game)]);
    expect(today.stdout.trimEnd().split('\n')).toEqual([lines[0], lines[1]]);
    expect((await puzzle(['audit', '--since', day(1)])).stdout.trim()).toBe('No audit entry matches.');
    expect((await puzzle(['audit', '--until', day(-1), '--action', 'unpin'])).stdout.trim()).toBe(
      'No audit entry matches.',
    );
    expect((await puzzle(['audit', '--action', 'unpin', '--limit', '1'])).stdout.trimEnd()).toBe(lines[0]);

    // The trail cannot be rewritten, even by hand.
    await expect(sql('DELETE FROM audit_log')).rejects.toThrow('audit_log is append-only');
  });

  it('exports the whole history as CSV or JSON, to the screen or a file', async () => {
    const csv = await puzzle(['export']);
    expect(csv).toMatchObject({ code: 0 });
    const lines = csv.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('game,date,word,pinned,released,replaced');
    expect(lines).toHaveLength(1 + (await assignedCount()));
    expect(lines).toContain(`${futureGame + 1},${calendar.dateOf(futureGame + 1)},PLANET,true,false,`);

    const file = path.join(scratch, 'history.json');
    const written = await puzzle(['export', '--format', 'json', '--out', file]);
    expect(written.stdout.trim()).toBe(`Exported ${lines.length - 1} games to ${file} (json).`);
    const json = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>[];
    expect(json).toHaveLength(lines.length - 1);
    expect(json).toContainEqual({
      game: futureGame + 1,
      date: calendar.dateOf(futureGame + 1),
      word: 'PLANET',
      pinned: true,
      released: false,
      replaced: [],
    });

    // An existing file is kept unless --force; a missing folder is said plainly.
    const again = await puzzle(['export', '--out', file]);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(
      `puzzle: ${file} already exists: nothing was written. Add --force to overwrite it.`,
    );
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(json);
    const forcedCsv = await puzzle(['export', '--out', file, '--force']);
    expect(forcedCsv).toMatchObject({ code: 0 });
    expect((await readFile(file, 'utf8')).trimEnd()).toBe(csv.stdout.trimEnd());
    const nowhere = await puzzle(['export', '--out', path.join(scratch, 'no-such-folder', 'history.csv')]);
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr.trim()).toBe(
      `puzzle: Cannot write ${path.join(scratch, 'no-such-folder', 'history.csv')}: the folder ` +
        `${path.join(scratch, 'no-such-folder')} does not exist.`,
    );

    // A relative path is where the operator typed the command, not the repository's root.
    const relative = await puzzle(['export', '--out', 'history.csv'], {}, scratch);
    expect(relative).toMatchObject({ code: 0 });
    expect((await readFile(path.join(scratch, 'history.csv'), 'utf8')).trimEnd()).toBe(csv.stdout.trimEnd());
  });

  it.each([
    [['show', '2147483647'], 'Game 2147483647 is too far ahead'],
    [['show', '9999999'], 'up to game 36525 (2126-01-01)'],
    [['pin', '36526', 'PLANET'], 'Game 36526 is too far ahead'],
    [['pin', '2126-01-02', 'PLANET'], '2126-01-02 is too far ahead'],
    [['unpin', '99999'], 'too far ahead'],
    [['list', '--from', '40000'], 'too far ahead'],
  ])('refuses %j beyond the horizon of 100 years, before writing anything', async (args, message) => {
    const before = await assignedCount();
    const result = await puzzle(args);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    expect(await assignedCount()).toBe(before);
  });

  it('lists no further than the horizon', async () => {
    const listed = await puzzle(['list', '--from', '2125-12-31', '--days', '30']);
    expect(listed.stdout.trimEnd().split('\n').slice(1)).toEqual([
      expect.stringMatching(/^36524 {2}2125-12-31 {2}not drawn yet/),
      expect.stringMatching(/^36525 {2}2126-01-01 {2}not drawn yet/),
    ]);
  });

  it.each([
    [['pin', '500', 'QZXVBN'], 'QZXVBN is not in the answers list'],
    [['pin', '500', 'HOPPED'], 'HOPPED is not in the answers list'],
    [['pin', '500', 'PLAN'], 'must be exactly 6 letters'],
    [['pin', '500', 'PLANET', '--reason', ' '], '--reason needs some text'],
    [['show', '0'], 'Game numbers start at 1'],
    [['show', '2000-01-01'], 'before the launch date'],
    [['show', '2026-02-30'], 'Expected a game number'],
    [['show', 'tomorrow'], 'Expected a game number'],
    [['show'], 'show needs <game_number|YYYY-MM-DD>\nUsage:'],
    [['delete', '5'], 'Unknown command "delete"\nUsage:'],
    [['pinn', '500', 'PLANET'], 'Unknown command "pinn"\nUsage:'],
    [['pin', '500'], 'pin needs <game_number|YYYY-MM-DD> and <WORD>\nUsage:\n  npm run puzzle -- pin '],
    [['pin', '500', 'PLANET', 'BRIDGE'], 'pin takes <game_number|YYYY-MM-DD> and <WORD> only; got also "BRIDGE"'],
    [['list', 'tomorrow'], 'list takes no word besides its options; got also "tomorrow"\nUsage:'],
    [['export', '--force'], '--force only goes with --out FILE'],
    [
      ['audit', '--action', 'pinned'],
      '--action takes one of pin, force-pin, unpin, seed, draw, launch-date, database-change, restore',
    ],
    [['audit', '--since', '2026-02-30'], '--since takes a date, YYYY-MM-DD; got "2026-02-30"'],
    [['audit', '--since', '2026-11-02', '--until', '2026-11-01'], '--until 2026-11-01 is before --since 2026-11-02'],
    [['audit', '--game', '0'], 'Game numbers start at 1'],
    [['show', '5', '--loud'], 'Unknown option "--loud"'],
    [['show', '5', '--force'], 'Unknown option "--force"'],
    [['export', '--format', 'xml'], '--format takes csv or json'],
    [['audit', '--limit', '0'], '--limit takes a whole number from 1 to 10000'],
    [[], 'No command given.\nUsage:'],
  ])('fails clearly on %j', async (args, message) => {
    const result = await puzzle(args);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
  });

  it('never pins an offensive word, even one a wrong answers list made an answer', async () => {
    // As after valid-guesses.txt was seeded as answers.txt.
    await sql("UPDATE words SET is_answer = true WHERE text = 'BITCHY'");
    const before = await assignedCount();
    for (const args of [
      ['pin', String(futureGame + 10), 'bitchy'],
      ['pin', String(liveGame), 'BITCHY', '--force'],
    ]) {
      const refused = await puzzle(args);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        'puzzle: BITCHY is offensive and is never a daily answer; no option overrides this.',
      );
    }
    expect(await assignedCount()).toBe(before);
  });

  it('refuses a word a game within 8 weeks had, unless --allow-repeat', async () => {
    const game = futureGame + 20;
    const nearby = await wordOf(futureGame);
    const refused = await puzzle(['pin', String(game), nearby]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `puzzle: ${nearby} is already the word of game ${futureGame} (${calendar.dateOf(futureGame)}), within 8 weeks ` +
        `of game ${game} (${calendar.dateOf(game)}): players would meet it again that soon. Add --allow-repeat to pin it anyway.`,
    );
    expect(await wordOf(game)).toBeUndefined();

    // A word players had on a released day before an operator replaced it counts too.
    const [{ word: replaced }] = await sql<{ word: string }>(
      'SELECT word FROM replaced_puzzles WHERE game_number = $1',
      [liveGame],
    );
    const again = await puzzle(['pin', String(liveGame + 50), replaced]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`${replaced} is already the word of game ${liveGame} (`);

    const allowed = await puzzle(['pin', String(game), nearby, '--allow-repeat', '--reason', 'theme week']);
    expect(allowed).toMatchObject({ code: 0 });
    expect(await wordOf(game)).toBe(nearby);
    // More than 8 weeks from both games that have it is no repeat.
    expect((await puzzle(['pin', String(game + 57), nearby])).code).toBe(0);
  });

  it('fails clearly without a database address nor a data folder holding one', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'hexle-no-data-'));
    try {
      const result = await puzzle(['show', '5'], { DATABASE_URL: '', HEXLE_DATA_DIR: empty });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('DATABASE_URL is not set');
      expect(result.stderr).toContain(`${empty} holds no database of npm start's`);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
