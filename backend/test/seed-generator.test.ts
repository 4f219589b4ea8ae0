import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from './support/databases.js';
import { repositoryRoot } from './support/repository.js';
import { runCommand, runSeed, wordRows } from './seed-support.js';

const GENERATOR = path.join(repositoryRoot, 'prisma/words/generate-word-lists.mjs');

/** A few SCOWL-like files: answers come from sizes up to 35, guesses up to 70; 80 is not read. */
const SCOWL: Record<string, string[]> = {
  'english-words.10': ['planet', 'garden', 'bridge', 'silver', 'castle'],
  'american-words.35': ['forest', 'market'],
  'english-words.50': ['zephyr'],
  'english-words.80': ['wombat'],
  'english-upper.10': ['London'],
};

const HAND_LISTS: Record<string, string[]> = {
  'answer-exclusions.txt': ['# never answers', 'castle'],
  'answers-added.txt': ['# the operator adds', 'QUOKKA'],
  'valid-guesses-added.txt': ['zebras'],
  'valid-guesses-removed.txt': ['silver'],
};

describe('the word-list generator keeps the operator’s additions and removals', () => {
  let root: string;
  let scowl: string;
  let dir: string;
  const generate = (args: string[] = []) =>
    runCommand('node', [GENERATOR, '--scowl', scowl, '--dir', dir, ...args], {});
  const read = (name: string) => readFile(path.join(dir, name), 'utf8');
  const writeHandList = (name: string, lines: string[]) => writeFile(path.join(dir, name), `${lines.join('\n')}\n`);

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'hexle-generator-'));
    scowl = path.join(root, 'scowl');
    dir = path.join(root, 'words');
    await mkdir(scowl);
    await mkdir(dir);
    for (const [name, words] of Object.entries(SCOWL)) await writeFile(path.join(scowl, name), `${words.join('\n')}\n`);
    for (const [name, lines] of Object.entries(HAND_LISTS)) await writeHandList(name, lines);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('applies them last, and a second run gives the same bytes', async () => {
    const first = await generate();
    expect(first.stderr).toBe('');
    expect(first).toMatchObject({ code: 0 });
    expect(await read('answers.txt')).toBe('BRIDGE\nFOREST\nGARDEN\nMARKET\nPLANET\nQUOKKA\n');
    expect(await read('valid-guesses.txt')).toBe(
      'BRIDGE\nCASTLE\nFOREST\nGARDEN\nMARKET\nPLANET\nQUOKKA\nZEBRAS\nZEPHYR\n',
    );

    const again = await generate();
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('answers.txt: 6 words (+0 -0)');
    expect(await read('answers.txt')).toBe('BRIDGE\nFOREST\nGARDEN\nMARKET\nPLANET\nQUOKKA\n');
  });

  it('refuses to drop a word written straight into a list, which would be lost', async () => {
    await generate();
    await appendFile(path.join(dir, 'answers.txt'), 'WOMBAT\n');
    const edited = await read('answers.txt');

    const refused = await generate();
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('answers.txt: 1 word would be dropped that no hand-kept list removes: WOMBAT');
    expect(refused.stderr).toContain('answers-added.txt');
    expect(await read('answers.txt')).toBe(edited);

    const dropped = await generate(['--drop-unlisted']);
    expect(dropped.code).toBe(0);
    expect(await read('answers.txt')).not.toContain('WOMBAT');
  });

  it('refuses a word both added and removed', async () => {
    await writeHandList('answers-added.txt', ['quokka', 'castle']);
    const refused = await generate();
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('CASTLE is in both answers-added.txt and answer-exclusions.txt');
  });

  describe('and the seed loads what it wrote', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database.drop());

    it('with the added answer scheduled and the removed guess gone', async () => {
      expect((await generate()).code).toBe(0);
      const seeded = await runSeed(['--allow-large-changes'], {
        DATABASE_URL: database.url,
        WORD_LIST_DIR: dir,
      });
      expect(seeded.code).toBe(0);
      expect(await wordRows(database.url)).toEqual(
        ['BRIDGE', 'CASTLE', 'FOREST', 'GARDEN', 'MARKET', 'PLANET', 'QUOKKA', 'ZEBRAS', 'ZEPHYR'].map((text) => ({
          text,
          is_answer: !['CASTLE', 'ZEBRAS', 'ZEPHYR'].includes(text),
        })),
      );
    });
  });
});
