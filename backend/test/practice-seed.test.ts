import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPracticeFile } from '../src/practice/practice-seed.js';
import { defaultWordListDir, type WordLists } from '../src/word-list/word-list-files.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';
import { committedLists, runSeed, seedCalendar, withDatabase, writeLists } from './seed-support.js';

/**
 * The seed loads practice.txt beside the two lists and keeps it apart from the answers: a practice
 * word that is an answer, or the word of a day not over everywhere, would show that day's word.
 */
describe('the seed loads the practice words (prisma db seed)', () => {
  const { released } = seedCalendar();
  let committed: WordLists;
  let practice: string[];
  let database: TestDatabase;
  let dir: string;
  const seed = (args: string[] = []) => runSeed(args, { DATABASE_URL: database.url, WORD_LIST_DIR: dir });
  const practiceRows = () =>
    withDatabase(database.url, async (client) =>
      (await client.query<{ word: string }>('SELECT word FROM practice_words ORDER BY word')).rows.map(
        (row) => row.word,
      ),
    );
  const writePractice = (words: readonly string[]) =>
    writeFile(path.join(dir, 'practice.txt'), `${words.join('\n')}\n`);

  beforeAll(async () => {
    committed = await committedLists();
    practice = (await readPracticeFile(defaultWordListDir())) ?? [];
  });
  beforeEach(async () => {
    database = await createTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'hexle-words-'));
    await writeLists(dir, committed);
  });
  afterEach(async () => {
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('holds the committed practice.txt: at least 1,500 valid guesses, none an answer', async () => {
    expect(practice.length).toBeGreaterThanOrEqual(1500);
    const answers = new Set(committed.answers);
    const guesses = new Set(committed.guesses);
    expect(practice.filter((word) => answers.has(word) || !guesses.has(word))).toEqual([]);
    expect(await practiceRows()).toEqual(practice);
  });

  it('makes the table match the file, and says what changed', async () => {
    await writePractice([...practice.slice(0, 10), ...practice.slice(12)]);
    const seeded = await seed();
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toContain(`practice words: ${practice.length} -> ${practice.length - 2} (+0 -2)`);
    expect(seeded.stdout).toContain(`removed: ${practice[10]}, ${practice[11]}`);
    expect(await practiceRows()).toEqual([...practice.slice(0, 10), ...practice.slice(12)]);
  });

  it('refuses a practice.txt holding an answer, a word no list has, or an offensive word: nothing written', async () => {
    await writePractice([...practice, committed.answers[0], 'QUOKKA', 'BITCHY'].sort());
    await writeLists(dir, { answers: committed.answers.slice(1), guesses: committed.guesses });
    const refused = await seed();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('practice.txt does not fit the word lists');
    expect(refused.stderr).toContain('1 of its words are not in valid-guesses.txt: QUOKKA');
    expect(refused.stderr).toContain('1 of its words are offensive: BITCHY');
    await writeLists(dir, committed);
    const answered = await seed();
    expect(answered.stderr).toContain(
      `1 of its words are answers, which practice would show early: ${committed.answers[0]}`,
    );
    expect(await practiceRows()).toEqual(practice);
  });

  it('refuses a practice word that is the word of a day not over everywhere', async () => {
    const word = practice[0];
    await withDatabase(database.url, (client) =>
      client.query('INSERT INTO daily_puzzles (game_number, word, pinned) VALUES ($1, $2, true)', [released + 5, word]),
    );
    await writePractice(practice);
    // A pinned day whose word is no answer needs the large-changes flag; the practice rule has none.
    const refused = await seed(['--allow-large-changes']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`the word of a day still played somewhere or still to come`);
    expect(refused.stderr).toContain(word);
    expect(await practiceRows()).toEqual(practice);
    // Without a practice.txt the seed takes it out of practice instead.
    await rm(path.join(dir, 'practice.txt'));
    const seeded = await seed(['--allow-large-changes']);
    expect(seeded.code).toBe(0);
    expect(await practiceRows()).toEqual(practice.slice(1));
  });

  it('without a practice.txt keeps the practice words, less any the lists make an answer', async () => {
    const [promoted, kept] = [practice[0], practice[1]];
    await writeLists(dir, { answers: [...committed.answers, promoted].sort(), guesses: committed.guesses });
    const seeded = await seed();
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toContain('(no practice.txt: the practice words are kept)');
    const rows = await practiceRows();
    expect(rows).not.toContain(promoted);
    expect(rows).toContain(kept);
    expect(rows).toHaveLength(practice.length - 1);
  });
});
