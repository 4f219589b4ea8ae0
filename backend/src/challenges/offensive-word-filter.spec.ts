import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultWordListDir } from '../word-list/word-list-files.js';
import { OffensiveWordFilter } from './offensive-word-filter.js';

describe('OffensiveWordFilter', () => {
  const filter = new OffensiveWordFilter();

  it.each(['BUGGER', 'bugger', 'WANKER', 'FUCKED', 'PISSED', 'WHORES', 'RETARD'])('refuses %s', (word) => {
    expect(filter.refuses(word)).toBe(true);
  });

  // Matching is by whole word and plain inflection only.
  it.each(['FLOWER', 'ASSESS', 'BUTTER', 'SCRAPE', 'ASSORT', 'TITTER', 'GARDEN'])('takes %s', (word) => {
    expect(filter.refuses(word)).toBe(false);
  });

  it('agrees with the word lists: no daily answer is refused as a challenge word', () => {
    const answers = readFileSync(path.join(defaultWordListDir({}), 'answers.txt'), 'utf8')
      .split('\n')
      .filter(Boolean);
    expect(answers.length).toBeGreaterThan(2000);
    expect(answers.filter((word) => filter.refuses(word))).toEqual([]);
  });
});
