import { planMeanings } from './meanings-plan.js';
import { describeMeaningsPlan } from './meanings-report.js';

const noun = (...glosses: string[]) => ({ part_of_speech: 'noun', glosses });

describe('the meanings plan', () => {
  const current = new Map([
    ['PLANET', noun('a celestial body')],
    ['FLOWER', noun('a bloom')],
    ['GARDEN', noun('a plot')],
  ]);
  const words = new Set(['PLANET', 'FLOWER', 'BRIDGE', 'SILVER']);

  it('adds, changes and removes, for the words of the lists only', () => {
    const file = new Map([
      ['PLANET', noun('a celestial body')],
      ['FLOWER', noun('a bloom', 'a flour')],
      ['BRIDGE', noun('a crossing')],
      ['QUOKKA', noun('a small wallaby')],
    ]);
    const plan = planMeanings(current, file, words);
    expect(plan).toMatchObject({
      fileFound: true,
      before: 3,
      after: 3,
      added: ['BRIDGE'],
      changed: ['FLOWER'],
      removed: ['GARDEN'],
      ignored: ['QUOKKA'],
    });
    expect([...plan.writes.keys()]).toEqual(['FLOWER', 'BRIDGE']);
    expect(describeMeaningsPlan(plan, '/lists')).toBe(
      [
        'meanings: 3 -> 3 (+1 ~1 -1)',
        '  added: BRIDGE',
        '  changed: FLOWER',
        '  removed: GARDEN',
        '  ignored, not in the word lists: QUOKKA',
      ].join('\n'),
    );
  });

  it('takes away the meaning of a word the lists no longer hold', () => {
    const plan = planMeanings(current, new Map(current), new Set(['PLANET']));
    expect(plan).toMatchObject({ added: [], changed: [], removed: ['FLOWER', 'GARDEN'], after: 1 });
  });

  it('changes nothing without a file, and says so', () => {
    const plan = planMeanings(current, null, words);
    expect(plan).toMatchObject({ fileFound: false, before: 3, after: 3, added: [], changed: [], removed: [] });
    expect(describeMeaningsPlan(plan, '/lists')).toBe(
      'meanings: no meanings.tsv in /lists: the 3 meanings in the database are left as they are',
    );
  });

  it('names ten words of a large change and counts the rest', () => {
    const file = new Map(
      Array.from({ length: 12 }, (_, index) => [`WORD${String.fromCharCode(65 + index)}X`, noun('x')]),
    );
    const plan = planMeanings(new Map(), file, new Set(file.keys()));
    expect(describeMeaningsPlan(plan, '/lists')).toContain('  added: WORDAX, WORDBX, WORDCX');
    expect(describeMeaningsPlan(plan, '/lists')).toContain('WORDJX and 2 more');
  });
});
