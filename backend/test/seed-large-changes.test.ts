import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WordLists } from '../src/word-list/word-list-files.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';
import { committedLists, drawDays, runSeed, seedCalendar, snapshot, withDatabase, writeLists } from './seed-support.js';

describe('a seed that would change the lists a lot at once (prisma db seed)', () => {
  const { calendar, released } = seedCalendar();
  let committed: WordLists;
  let database: TestDatabase;
  let dir: string;
  const seed = (args: string[] = [], env: Record<string, string | undefined> = {}) =>
    runSeed(args, { DATABASE_URL: database.url, WORD_LIST_DIR: dir, ...env });
  const counts = () =>
    withDatabase(database.url, async (client) => {
      const { rows } = await client.query<{ words: number; answers: number; puzzles: number }>(
        `SELECT (SELECT count(*)::int FROM words) AS words,
                (SELECT count(*)::int FROM words WHERE is_answer) AS answers,
                (SELECT count(*)::int FROM daily_puzzles) AS puzzles`,
      );
      return rows[0];
    });
  /** The committed answers without `missing`, and the guesses as committed. */
  const answersWithout = (missing: string[]) => ({
    answers: committed.answers.filter((word) => !missing.includes(word)),
    guesses: committed.guesses,
  });

  beforeAll(async () => {
    committed = await committedLists();
  });
  beforeEach(async () => {
    database = await createTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'hexle-words-'));
  });
  afterEach(async () => {
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a valid-guesses.txt cut to 100 lines, says what it would remove, and writes nothing', async () => {
    await writeLists(dir, { answers: committed.answers, guesses: committed.guesses.slice(0, 100) });
    const kept = new Set([...committed.guesses.slice(0, 100), ...committed.answers]);
    const removed = committed.guesses.filter((word) => !kept.has(word));
    const before = await snapshot(database.url);

    const refused = await seed();

    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('Refused, nothing written');
    expect(refused.stderr).toContain(
      `${removed.length} of ${committed.guesses.length} valid guesses would be removed (more than 5 %)`,
    );
    expect(refused.stderr).toContain(`removed: ${removed.slice(0, 10).join(', ')} and ${removed.length - 10} more`);
    expect(refused.stderr).toContain('--allow-large-changes');
    expect(refused.stderr).toContain('SEED_ALLOW_LARGE_CHANGES=1');
    expect(await snapshot(database.url)).toEqual(before);
  });

  it('refuses a one-line answers.txt that would draw again the future days already drawn, naming them', async () => {
    const [only, ...others] = committed.answers;
    await writeLists(dir, { answers: [only], guesses: committed.guesses });
    await drawDays(database.url, released - 2, others.slice(0, 2));
    await drawDays(database.url, released + 1, others.slice(2, 7));
    const before = await snapshot(database.url);

    const refused = await seed();

    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(
      `${others.length} of ${committed.answers.length} answers would stop being answers (more than 5 %)`,
    );
    expect(refused.stderr).toContain('5 future days already drawn would be drawn again (more than 3)');
    const days = [1, 2, 3, 4, 5].map((n) => `game ${released + n} (${calendar.dateOf(released + n)})`);
    expect(refused.stderr).toContain(`future days to draw again: 5: ${days.join(', ')}`);
    // Released days are history: they are neither redrawn nor listed.
    expect(refused.stderr).not.toContain(`game ${released - 1} (`);
    expect(refused.stderr).not.toContain(`game ${released - 2} (`);
    expect(await snapshot(database.url)).toEqual(before);
  });

  it('draws again up to 3 future days unasked, and refuses 4', async () => {
    const drawn = committed.answers.slice(100, 104);
    await drawDays(database.url, released + 10, drawn);

    await writeLists(dir, answersWithout(drawn));
    const refused = await seed();
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('4 future days already drawn would be drawn again (more than 3)');
    expect(refused.stderr).not.toContain('answers would stop being answers');
    expect(await counts()).toMatchObject({ answers: committed.answers.length, puzzles: 4 });

    await writeLists(dir, answersWithout(drawn.slice(0, 3)));
    const applied = await seed();
    expect(applied.code).toBe(0);
    expect(applied.stdout).toContain('future days to draw again: 3:');
    expect(await counts()).toMatchObject({ answers: committed.answers.length - 3, puzzles: 1 });
  });

  it('applies a large change with --allow-large-changes', async () => {
    await writeLists(dir, { answers: committed.answers, guesses: committed.guesses.slice(0, 100) });
    const applied = await seed(['--allow-large-changes']);
    expect(applied.code).toBe(0);
    expect(applied.stdout).toContain('Word lists loaded from');
    expect(await counts()).toMatchObject({
      words: new Set([...committed.guesses.slice(0, 100), ...committed.answers]).size,
      answers: committed.answers.length,
    });
  });

  it('applies a large change with SEED_ALLOW_LARGE_CHANGES=1, as the setup job would', async () => {
    const [only, ...others] = committed.answers;
    await writeLists(dir, { answers: [only], guesses: committed.guesses });
    await drawDays(database.url, released + 1, others.slice(0, 5));
    const applied = await seed([], { SEED_ALLOW_LARGE_CHANGES: '1' });
    expect(applied.code).toBe(0);
    expect(await counts()).toMatchObject({ words: committed.guesses.length, answers: 1, puzzles: 0 });
  });

  it('shows a dry run of a large change, and writes nothing', async () => {
    const [only, ...others] = committed.answers;
    await writeLists(dir, { answers: [only], guesses: [...committed.guesses, 'ZZZZZZ'] });
    await drawDays(database.url, released + 1, others.slice(0, 5));
    const before = await snapshot(database.url);

    const dry = await seed(['--dry-run']);

    // The real run would be refused: the dry run says so in its exit status too.
    expect(dry.code).toBe(1);
    expect(dry.stderr).toContain('the real run would be refused');
    expect(dry.stdout).toContain('Dry run, nothing written');
    expect(dry.stdout).toContain(
      `answers: ${committed.answers.length} -> 1 (+0 -${others.length})\n` +
        `  removed: ${others.slice(0, 10).join(', ')} and ${others.length - 10} more`,
    );
    expect(dry.stdout).toContain(
      `valid guesses: ${committed.guesses.length} -> ${committed.guesses.length + 1} (+1 -0)\n  added: ZZZZZZ`,
    );
    expect(dry.stdout).toContain(`future days to draw again: 5: game ${released + 1} (`);
    expect(dry.stdout).toContain('needs --allow-large-changes');
    expect(await snapshot(database.url)).toEqual(before);
  });

  it('shows a small change with SEED_DRY_RUN=1 exactly as the real run then makes it', async () => {
    const gone = committed.answers[5];
    await writeLists(dir, {
      answers: committed.answers.filter((word) => word !== gone),
      guesses: [...committed.guesses.filter((word) => word !== gone), 'ZZZZZZ'],
    });
    await drawDays(database.url, released + 3, [gone]);
    const before = await snapshot(database.url);

    const dry = await seed([], { SEED_DRY_RUN: '1' });
    expect(dry.code).toBe(0);
    expect(await snapshot(database.url)).toEqual(before);
    const real = await seed();
    expect(real.code).toBe(0);

    const changes = (stdout: string) => stdout.slice(stdout.indexOf('\nanswers: '));
    expect(changes(dry.stdout)).toContain(`  removed: ${gone}\n`);
    expect(changes(dry.stdout)).toContain(
      `future days to draw again: 1: game ${released + 3} (${calendar.dateOf(released + 3)})`,
    );
    expect(changes(real.stdout)).toBe(changes(dry.stdout));
    expect(await counts()).toMatchObject({ words: committed.guesses.length, puzzles: 0 });
  });
});
