import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/platform/config/app-config.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { createLogger } from '../src/platform/logging/logger.js';
import { MeaningsFileError } from '../src/word-meaning/meanings-file.js';
import { MeaningsSeed } from '../src/word-meaning/meanings-seeder.js';
import { readWordLists } from '../src/word-list/word-list-files.js';
import { withDatabase } from './seed-support.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';

const ACTOR = { user: 'operator', host: 'desk', reason: 'new glosses' };
const LISTS = { answers: ['PLANET', 'FLOWER'], guesses: ['PLANET', 'FLOWER', 'BRIDGE', 'SILVER'] };

describe('the seed loads the word meanings', () => {
  let database: TestDatabase;
  let prisma: PrismaService;
  let dir: string;

  const meaningRows = () =>
    withDatabase(
      database.url,
      async (client) =>
        (
          await client.query<{ word: string; part_of_speech: string; glosses: string[] }>(
            'SELECT word, part_of_speech, glosses FROM word_meanings ORDER BY word',
          )
        ).rows,
    );
  let auditFloor = 0;
  const auditRows = () =>
    withDatabase(
      database.url,
      async (client) =>
        (
          await client.query<{ action: string; details: unknown; reason: string }>(
            `SELECT action, details, reason FROM audit_log WHERE details ? 'meanings' AND id > $1 ORDER BY id`,
            [auditFloor],
          )
        ).rows,
    );
  const writeMeanings = (lines: string[]) =>
    writeFile(path.join(dir, 'meanings.tsv'), `# WordNet notice\n${lines.join('\n')}\n`);
  /** What the seed does: the file read first, then the meanings step in the word lists' transaction. */
  const seed = async (write: boolean, kept: string[] = []) => {
    const meanings = await MeaningsSeed.read(dir, LISTS, ACTOR);
    await prisma.client.$transaction((tx) => meanings.apply(tx, { kept }, write));
    return meanings;
  };

  beforeEach(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ DATABASE_URL: database.url, LAUNCH_DATE: '2026-01-01', LOG_LEVEL: 'silent' });
    prisma = new PrismaService(config, createLogger('silent'));
    dir = await mkdtemp(path.join(tmpdir(), 'hexle-meanings-seed-'));
    await withDatabase(database.url, (client) => client.query('DELETE FROM word_meanings'));
    // The template's own seed loaded the meanings too: only what these tests seed counts.
    auditFloor = await withDatabase(database.url, async (client) =>
      Number((await client.query<{ max: string | null }>('SELECT max(id) FROM audit_log')).rows[0].max ?? 0),
    );
  });
  afterEach(async () => {
    await prisma.onModuleDestroy();
    await rm(dir, { recursive: true, force: true });
    await database.drop();
  });

  it('shows on a dry run what the real run then writes, and records the real run in the audit trail', async () => {
    await writeMeanings([
      'PLANET\tnoun\ta celestial body\tanother sense',
      'BRIDGE\tnoun\ta crossing',
      'QUOKKA\tnoun\ta wallaby',
    ]);

    const dry = await seed(false);
    expect(dry.report()).toBe(
      'meanings: 0 -> 2 (+2 ~0 -0)\n  added: BRIDGE, PLANET\n  ignored, not in the word lists: QUOKKA',
    );
    expect(dry.written).toBe(false);
    expect(await meaningRows()).toEqual([]);
    expect(await auditRows()).toEqual([]);

    const real = await seed(true);
    expect(real.report()).toBe(dry.report());
    expect(real.written).toBe(true);
    expect(await meaningRows()).toEqual([
      { word: 'BRIDGE', part_of_speech: 'noun', glosses: ['a crossing'] },
      { word: 'PLANET', part_of_speech: 'noun', glosses: ['a celestial body', 'another sense'] },
    ]);
    expect(await auditRows()).toEqual([
      {
        action: 'seed',
        reason: 'new glosses',
        details: {
          meanings_file: path.join(dir, 'meanings.tsv'),
          meanings: {
            before: 0,
            after: 2,
            added: 2,
            changed: 0,
            removed: 0,
            added_words: ['BRIDGE', 'PLANET'],
            changed_words: [],
            removed_words: [],
          },
        },
      },
    ]);

    const again = await seed(true);
    expect(again.report()).toBe('meanings: 2 -> 2 (+0 ~0 -0)\n  ignored, not in the word lists: QUOKKA');
    expect(again.written).toBe(false);
    expect(await auditRows()).toHaveLength(1);
  });

  it('changes and removes meanings, and keeps one for a word a game keeps', async () => {
    await writeMeanings(['PLANET\tnoun\ta celestial body', 'BRIDGE\tnoun\ta crossing', 'GARDEN\tnoun\ta plot']);
    await seed(true, ['GARDEN']);
    await writeMeanings(['PLANET\tverb\tto plant', 'GARDEN\tnoun\ta plot']);

    const dry = await seed(false, ['GARDEN']);
    expect(dry.report()).toBe('meanings: 3 -> 2 (+0 ~1 -1)\n  changed: PLANET\n  removed: BRIDGE');
    await seed(true, ['GARDEN']);
    expect(await meaningRows()).toEqual([
      { word: 'GARDEN', part_of_speech: 'noun', glosses: ['a plot'] },
      { word: 'PLANET', part_of_speech: 'verb', glosses: ['to plant'] },
    ]);
    expect((await auditRows()).at(-1)?.details).toMatchObject({
      meanings: { before: 3, after: 2, changed: 1, removed: 1, changed_words: ['PLANET'], removed_words: ['BRIDGE'] },
    });
  });

  it('leaves the meanings as they are, and says so, for a folder without a meanings file', async () => {
    await writeMeanings(['PLANET\tnoun\ta celestial body']);
    await seed(true);
    await rm(path.join(dir, 'meanings.tsv'));

    const real = await seed(true);
    expect(real.report()).toBe(
      `meanings: no meanings.tsv in ${dir}: the 1 meanings in the database are left as they are`,
    );
    expect(real.written).toBe(false);
    expect(await meaningRows()).toHaveLength(1);
  });

  it('refuses a malformed file before anything is read or written, naming the line', async () => {
    await writeMeanings(['PLANET\tnoun\ta celestial body', 'BRIDGE\tthing\ta crossing']);
    await expect(MeaningsSeed.read(dir, LISTS, ACTOR)).rejects.toThrow(MeaningsFileError);
    await expect(MeaningsSeed.read(dir, LISTS, ACTOR)).rejects.toThrow(
      'meanings.tsv:3: "thing" is not a part of speech',
    );
  });

  it('loads the repository’s own meanings for its own lists in one go', async () => {
    const words = path.join(import.meta.dirname, '../../prisma/words');
    const meanings = await MeaningsSeed.read(words, await readWordLists(words), ACTOR);
    await prisma.client.$transaction((tx) => meanings.apply(tx, { kept: [] }, true), { timeout: 60_000 });
    expect(meanings.report()).toMatch(/^meanings: 0 -> (\d+) \(\+\1 ~0 -0\)\n {2}added: /);
    expect((await meaningRows()).length).toBeGreaterThan(9000);
  });
});
