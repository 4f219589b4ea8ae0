import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MeaningsFileError, parseMeanings, readMeaningsFile } from './meanings-file.js';

describe('the meanings file', () => {
  it('reads WORD, part of speech and one or two glosses, skipping comments and blank lines', () => {
    const meanings = parseMeanings(
      '# WordNet notice\n\nplanet\tnoun\ta celestial body\tanother sense\r\nFLOWER\tnoun\ta bloom\n',
      'meanings.tsv',
    );
    expect([...meanings]).toEqual([
      ['PLANET', { part_of_speech: 'noun', glosses: ['a celestial body', 'another sense'] }],
      ['FLOWER', { part_of_speech: 'noun', glosses: ['a bloom'] }],
    ]);
  });

  it.each([
    ['PLANETS\tnoun\tx', 'meanings.tsv:2: "PLANETS" is not a six-letter word'],
    ['PLANET\tthing\tx', 'meanings.tsv:2: "thing" is not a part of speech'],
    ['PLANET\tnoun', 'meanings.tsv:2: give 1 or 2 glosses'],
    ['PLANET\tnoun\ta\tb\tc', 'meanings.tsv:2: give 1 or 2 glosses'],
    ['PLANET\tnoun\ta\t', 'meanings.tsv:2: a gloss is empty'],
    ['PLANET\tnoun\ta planet with a \u0007 bell', 'meanings.tsv:2: a gloss holds a control character'],
    [`PLANET\tnoun\t${'x'.repeat(161)}`, 'meanings.tsv:2: the glosses are 161 characters long together, more than 160'],
  ])('refuses %j, naming the line', (line, message) => {
    expect(() => parseMeanings(`# header\n${line}\n`, 'meanings.tsv')).toThrow(MeaningsFileError);
    expect(() => parseMeanings(`# header\n${line}\n`, 'meanings.tsv')).toThrow(message);
  });

  it('refuses a word given twice, naming both lines', () => {
    expect(() => parseMeanings('PLANET\tnoun\ta\nplanet\tverb\tb\n', 'meanings.tsv')).toThrow(
      'meanings.tsv:2: PLANET already has a meaning on line 1',
    );
  });

  it('is optional: a folder without one gives null', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hexle-meanings-'));
    try {
      expect(await readMeaningsFile(dir)).toBeNull();
      await writeFile(path.join(dir, 'meanings.tsv'), 'PLANET\tnoun\ta celestial body\n');
      expect(await readMeaningsFile(dir)).toEqual({
        file: path.join(dir, 'meanings.tsv'),
        meanings: new Map([['PLANET', { part_of_speech: 'noun', glosses: ['a celestial body'] }]]),
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reads the generated file of the repository without a problem', async () => {
    const file = await readMeaningsFile(path.join(import.meta.dirname, '../../../prisma/words'));
    expect(file?.meanings.size).toBeGreaterThan(9000);
    expect(file?.meanings.get('BOUGHT')?.glosses[0]).toMatch(/^past tense of buy: /);
  });
});
