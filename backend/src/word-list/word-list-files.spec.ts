import { parseWordList, WordListFileError } from './word-list-files.js';

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
