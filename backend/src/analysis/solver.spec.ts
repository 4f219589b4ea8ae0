import { bestGuess, bucketsOf, expectedLeft, narrow } from './solver.js';
import { candidatesOf, gameOf, TEN } from './test-words.js';

describe('the solver’s arithmetic', () => {
  const words = gameOf('GZZZZZ');
  const all = words.allCandidates();
  const g = (word: string) => words.guessIndexOf(word)!;

  it('a guess that splits 10 candidates into 10 buckets leaves 1 expected (10 × 1² / 10)', () => {
    const buckets = bucketsOf(words, g('ABCDEF'), all);
    expect(buckets.size).toBe(10);
    expect([...buckets.values()]).toEqual(Array(10).fill(1));
    expect(expectedLeft(words, g('ABCDEF'), all)).toBe(1);
  });

  it('a guess that splits them 7, 1, 1, 1 leaves (49 + 1 + 1 + 1) / 10 = 5.2 expected', () => {
    expect([...bucketsOf(words, g('ZZZZZZ'), all).values()].sort((x, y) => y - x)).toEqual([7, 1, 1, 1]);
    expect(expectedLeft(words, g('ZZZZZZ'), all)).toBeCloseTo(5.2, 10);
  });

  it('keeps, after a guess, the candidates that give the same colours', () => {
    const left = narrow(words, g('ZZZZZZ'), words.pattern(g('ZZZZZZ'), words.answerCandidate), all);
    expect([...left].map((a) => words.candidateWord(a))).toEqual(TEN.slice(0, 7));
  });

  it('finds the best guess, even when it is no candidate', () => {
    const best = bestGuess(words, all)!;
    expect(words.guessWord(best.guess)).toBe('ABCDEF');
    expect(best.expected).toBe(1);
  });

  it('breaks a tie for a candidate, then alphabetically', () => {
    // Two candidates: any of them, and ABCDEF, leave 1 expected; the candidates come first.
    const two = candidatesOf(words, ['ZZCZZZ', 'ZBZZZZ']);
    expect(words.guessWord(bestGuess(words, two)!.guess)).toBe('ZBZZZZ');
    const allowed = Uint8Array.from({ length: words.guessCount }, (_, s) => (words.guessWord(s) === 'ZBZZZZ' ? 0 : 1));
    expect(words.guessWord(bestGuess(words, two, { allowed })!.guess)).toBe('ZZCZZZ');
  });

  it('plays only allowed guesses, and none when none is allowed', () => {
    const allowed = Uint8Array.from({ length: words.guessCount }, (_, s) => (words.guessWord(s) === 'ABCDEF' ? 0 : 1));
    const best = bestGuess(words, all, { allowed })!;
    expect(words.guessWord(best.guess)).not.toBe('ABCDEF');
    expect(best.expected).toBeGreaterThan(1);
    expect(bestGuess(words, all, { allowed: new Uint8Array(words.guessCount) })).toBeNull();
  });

  it('counts the game’s answer as a candidate even when it is on neither list', () => {
    const offList = gameOf('ZZZZZF');
    expect(offList.answerCount).toBe(11);
    expect(offList.guessCount).toBe(13);
    expect(bucketsOf(offList, offList.guessIndexOf('ABCDEF')!, offList.allCandidates()).size).toBe(11);
    // The opening with an extra candidate is searched, not read from the opening's figures.
    expect(offList.guessWord(bestGuess(offList, offList.allCandidates())!.guess)).toBe('ABCDEF');
  });
});
