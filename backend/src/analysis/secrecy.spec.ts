import { hiddenWords } from './secrecy.js';

describe('the words the analysis never names', () => {
  const answers = ['APPLES', 'BRIDGE', 'CASTLE', 'DINNER'];

  it('are the answers not released, and the words of days still played or to come', () => {
    const given = [
      { word: 'APPLES', lastGameNumber: 3 }, // over everywhere: released
      { word: 'BRIDGE', lastGameNumber: 9 }, // today somewhere
      { word: 'ZIPPER', lastGameNumber: 12 }, // pinned ahead, not an answer
      { word: 'QUARTZ', lastGameNumber: 2 }, // a past pin, not an answer: released
    ];
    expect(hiddenWords(answers, given, 8)).toEqual(['BRIDGE', 'CASTLE', 'DINNER', 'ZIPPER']);
  });

  it('keep a word released earlier hidden again once a day still played gives it', () => {
    expect(hiddenWords(answers, [{ word: 'APPLES', lastGameNumber: 8 }], 8)).toContain('APPLES');
  });

  it('are every answer before any day is over', () => {
    expect(hiddenWords(answers, [], 1)).toEqual(answers);
  });
});
