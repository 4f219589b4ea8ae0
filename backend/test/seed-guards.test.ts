import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { offensiveAnswers } from '../src/word-list/offensive-answers.js';
import type { WordLists } from '../src/word-list/word-list-files.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';
import { committedLists, drawDays, runSeed, seedCalendar, snapshot, withDatabase, writeLists } from './seed-support.js';

/**
 * What a seed must not let through unasked, or at all: answers added in bulk, offensive answers,
 * a list cut short under the share limits, a pinned day left with a word that is no answer; and
 * what it must say: answers players had lately that it takes out.
 */
describe('the seed guards the lists (prisma db seed)', () => {
  const { calendar, released } = seedCalendar();
  let committed: WordLists;
  let database: TestDatabase;
  let dir: string;
  const seed = (args: string[] = [], env: Record<string, string | undefined> = {}) =>
    runSeed(args, { DATABASE_URL: database.url, WORD_LIST_DIR: dir, ...env });
  const isAnswer = (word: string) =>
    withDatabase(database.url, async (client) => {
      const { rows } = await client.query<{ is_answer: boolean }>('SELECT is_answer FROM words WHERE text = $1', [
        word,
      ]);
      return rows[0]?.is_answer ?? null;
    });
  /** Valid guesses that are not answers, none of them offensive (BITCHY is one of the guesses). */
  const guessesOnly = () => {
    const answers = new Set(committed.answers);
    const offensive = new Set(offensiveAnswers(committed.guesses));
    return committed.guesses.filter((word) => !answers.has(word) && !offensive.has(word));
  };

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

  it('refuses valid-guesses.txt copied over answers.txt: thousands of answers added, offensive ones among them', async () => {
    await writeLists(dir, { answers: committed.guesses, guesses: committed.guesses });
    const before = await snapshot(database.url);

    const refused = await seed(['--allow-large-changes']);

    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Refused, nothing written');
    expect(refused.stderr).toMatch(/\d+ words in \S+\/answers\.txt are offensive and can never be an answer: .*BITCHY/);
    expect(refused.stderr).toContain('No option overrides this.');
    expect(await snapshot(database.url)).toEqual(before);
  });

  it('refuses more than 5 % of answers added at once unless allowed', async () => {
    const extra = guessesOnly().slice(0, 200);
    await writeLists(dir, { answers: [...committed.answers, ...extra].sort(), guesses: committed.guesses });
    const before = await snapshot(database.url);

    const refused = await seed();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`200 answers would be added to ${committed.answers.length} (more than 5 %)`);
    expect(await snapshot(database.url)).toEqual(before);

    const dry = await seed(['--dry-run']);
    expect(dry.code).toBe(1);
    expect(dry.stdout).toContain('needs --allow-large-changes');
    expect(dry.stdout).toContain('200 answers would be added');
    // Allowed, the same dry run would go through: exit 0, still nothing written.
    expect((await seed(['--dry-run', '--allow-large-changes'])).code).toBe(0);
    expect(await snapshot(database.url)).toEqual(before);

    const applied = await seed(['--allow-large-changes']);
    expect(applied.code).toBe(0);
    expect(await isAnswer(extra[0])).toBe(true);
  });

  it('adds a few answers unasked', async () => {
    const extra = guessesOnly().slice(0, 20);
    await writeLists(dir, { answers: [...committed.answers, ...extra].sort(), guesses: committed.guesses });
    const applied = await seed();
    expect(applied.code).toBe(0);
    expect(applied.stdout).toContain(
      `answers: ${committed.answers.length} -> ${committed.answers.length + 20} (+20 -0)`,
    );
  });

  it('refuses one offensive answer even with --allow-large-changes, names it and says how to fix it', async () => {
    await writeLists(dir, { answers: [...committed.answers, 'BITCHY'].sort(), guesses: committed.guesses });
    const before = await snapshot(database.url);

    const refused = await seed(['--allow-large-changes']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `seed: Refused, nothing written: 1 word in ${dir}/answers.txt is offensive and can never be an answer: BITCHY\n`,
    );
    expect(refused.stderr).toContain('run "node prisma/words/generate-word-lists.mjs"');
    expect(await snapshot(database.url)).toEqual(before);

    const dry = await seed(['--dry-run']);
    expect(dry.code).toBe(1);
    expect(dry.stdout).toContain('The real run refuses: 1 word in');
    expect(await isAnswer('BITCHY')).toBe(false);
  });

  it('refuses valid-guesses.txt cut short of its alphabetical tail, under the 5 % limit', async () => {
    const cut = Math.floor(committed.guesses.length * 0.045);
    await writeLists(dir, { answers: committed.answers, guesses: committed.guesses.slice(0, -cut) });
    const answers = new Set(committed.answers);
    // answers.txt keeps the answers among them: the guess-only words go.
    const gone = committed.guesses.slice(-cut).filter((word) => !answers.has(word));
    const before = await snapshot(database.url);

    const refused = await seed();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `valid-guesses.txt looks cut short: its last ${gone.length} guess-only words, ${gone[0]} to ${gone.at(-1)}, ` +
        'are missing (more than 3)',
    );
    expect(refused.stderr).not.toContain('valid guesses would be removed (more than 5 %)');
    expect(await snapshot(database.url)).toEqual(before);
  });

  it('refuses answers.txt cut short by a few words, or missing a block of them', async () => {
    await writeLists(dir, { answers: committed.answers.slice(0, -4), guesses: committed.guesses });
    const tail = await seed();
    expect(tail.code).toBe(1);
    expect(tail.stderr).toContain(
      `answers.txt looks cut short: its last 4 answers, ${committed.answers.at(-4)} to ${committed.answers.at(-1)}, ` +
        'are missing (more than 3)',
    );

    const block = committed.answers.slice(1000, 1011);
    await writeLists(dir, {
      answers: committed.answers.filter((word) => !block.includes(word)),
      guesses: committed.guesses,
    });
    const middle = await seed();
    expect(middle.code).toBe(1);
    expect(middle.stderr).toContain(
      `answers.txt looks cut: 11 answers in a row, ${block[0]} to ${block[10]}, are missing (more than 10)`,
    );

    // Three last words, or ten in a row, are an edit.
    await writeLists(dir, { answers: committed.answers.slice(0, -3), guesses: committed.guesses });
    expect((await seed()).code).toBe(0);
  });

  it('says, dry run and real run, which answers of the last weeks it takes out, and that released days keep them', async () => {
    const [today, lastWeek, longAgo] = committed.answers.slice(500, 503);
    await drawDays(database.url, released, [today]);
    await drawDays(database.url, released - 7, [lastWeek]);
    await drawDays(database.url, released - 100, [longAgo]);
    await writeLists(dir, {
      answers: committed.answers.filter((word) => ![today, lastWeek, longAgo].includes(word)),
      guesses: committed.guesses.filter((word) => word !== today),
    });
    const line =
      `answers of the last 8 weeks taken out (released: they keep their word): 2: ` +
      `${lastWeek} (game ${released - 7}, ${calendar.dateOf(released - 7)}), ` +
      `${today} (game ${released}, ${calendar.dateOf(released)}, live today)`;

    const dry = await seed(['--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(line);
    expect(dry.stdout).toContain('Warning: answers of the last 8 weeks are taken out:');
    expect(dry.stdout).not.toContain(`${longAgo} (game`);

    const applied = await seed();
    expect(applied.code).toBe(0);
    expect(applied.stdout).toContain(line);
    expect(applied.stderr).toContain(
      `Warning: answers of the last 8 weeks are taken out: ${lastWeek} (game ${released - 7}, ` +
        `${calendar.dateOf(released - 7)}), ${today} (game ${released}, ${calendar.dateOf(released)}, live today). ` +
        'Released days keep their word: players who play them, today or in the archive, still get it',
    );
    expect(await isAnswer(today)).toBe(false);
  });

  it('refuses to leave a pinned future day with a word that is no longer an answer, unless allowed', async () => {
    const word = committed.answers[700];
    const game = released + 20;
    await withDatabase(database.url, (client) =>
      client.query('INSERT INTO daily_puzzles (game_number, word, pinned) VALUES ($1, $2, true)', [game, word]),
    );
    await writeLists(dir, {
      answers: committed.answers.filter((answer) => answer !== word),
      guesses: committed.guesses,
    });
    const before = await snapshot(database.url);

    const refused = await seed();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `1 pinned future day keeps a word that would no longer be an answer (game ${game}, ${calendar.dateOf(game)})`,
    );
    expect(await snapshot(database.url)).toEqual(before);

    const allowed = await seed(['--allow-large-changes']);
    expect(allowed.code).toBe(0);
    expect(allowed.stderr).toContain(`Warning: games ${game} are pinned to words that are no longer answers`);
  });
});
