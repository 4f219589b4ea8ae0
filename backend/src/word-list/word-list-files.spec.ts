import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultWordListDir, parseWordList, WordListFileError } from './word-list-files.js';

// A command run in an API container (kubectl exec) inherits its WORD_LIST_DIR list.
describe('defaultWordListDir', () => {
  it('takes the first folder of a list that holds an answers.txt, and refuses a list with none', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'hexle-default-word-lists-'));
    try {
      const missing = path.join(root, 'missing');
      writeFileSync(path.join(root, 'answers.txt'), 'GARDEN\n');
      expect(defaultWordListDir({ WORD_LIST_DIR: `${missing}:${root}` })).toBe(root);
      expect(() => defaultWordListDir({ WORD_LIST_DIR: `${missing}:${missing}2` })).toThrow(WordListFileError);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('parseWordList', () => {
  it('reads one word per line, upper-cased, sorted, without duplicates, comments or blanks', () => {
    expect(parseWordList('# answers\nplanet\r\n\nBRIDGE\n  garden  \nplanet\n', 'answers.txt')).toEqual([
      'BRIDGE',
      'GARDEN',
      'PLANET',
    ]);
  });

  it('names the file and line of every bad word', () => {
    const read = () => parseWordList('planet\nbrid\nnaïves\nten letters\n', 'answers.txt');
    expect(read).toThrow(WordListFileError);
    expect(read).toThrow(/answers\.txt:2: "brid"[\s\S]*answers\.txt:3: "naïves"[\s\S]*answers\.txt:4/);
  });
});
