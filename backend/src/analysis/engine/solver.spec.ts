import { candidatesOf, gameOf, TEN } from './small-word-space.fixture.js';
import { guessesToFind } from './guesses-to-find.js';
import { bestGuess, bucketsOf, expectedLeft, guessWeight, narrow, stepChoices } from './solver.js';

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

  it('finds the best guess, even when it is no candidate: ABCDEF tells all ten apart (1 + 10 × F(1) / 10 = 2)', () => {
    const best = bestGuess(words, all)!;
    expect(words.guessWord(best.guess)).toBe('ABCDEF');
    expect(best.weight).toBe(10);
  });

  it('weighs a guess by the guesses it leaves, counting its own chance to win', () => {
    // ZZZZZZ: buckets 7, 1, 1, 1 and no chance to win: 7 × F(7) + 3.
    expect(guessWeight(words, g('ZZZZZZ'), all)).toBeCloseTo(7 * guessesToFind(7) + 3, 9);
    // AZZZZZ: its own bucket (all correct) needs no more guess, the other six share one, three alone.
    expect(guessWeight(words, g('AZZZZZ'), all)).toBeCloseTo(6 * guessesToFind(6) + 3, 9);
  });

  it('prefers a guess that may win now to one that only splits, at the same expected candidates left', () => {
    // AZZZZZ or BZZZZZ: ABCDEF and AZZZZZ both leave 1 candidate expected, but AZZZZZ wins half the
    // time: 1 + (1 + 1 − 1) / 2 = 1.5 guesses expected, against 1 + (1 + 1) / 2 = 2 for ABCDEF.
    const two = candidatesOf(words, ['AZZZZZ', 'BZZZZZ']);
    expect(expectedLeft(words, g('ABCDEF'), two)).toBe(1);
    expect(expectedLeft(words, g('AZZZZZ'), two)).toBe(1);
    expect(guessWeight(words, g('ABCDEF'), two)).toBe(2);
    expect(guessWeight(words, g('AZZZZZ'), two)).toBe(1);
    expect(words.guessWord(bestGuess(words, two)!.guess)).toBe('AZZZZZ');
  });

  it('breaks a tie for a candidate, then alphabetically', () => {
    const two = candidatesOf(words, ['ZZCZZZ', 'ZBZZZZ']);
    expect(words.guessWord(bestGuess(words, two)!.guess)).toBe('ZBZZZZ');
    const allowed = Uint8Array.from({ length: words.guessCount }, (_, s) => (words.guessWord(s) === 'ZBZZZZ' ? 0 : 1));
    expect(words.guessWord(bestGuess(words, two, allowed)!.guess)).toBe('ZZCZZZ');
  });

  it('plays only allowed guesses, and none when none is allowed', () => {
    const allowed = Uint8Array.from({ length: words.guessCount }, (_, s) => (words.guessWord(s) === 'ABCDEF' ? 0 : 1));
    const best = bestGuess(words, all, allowed)!;
    expect(words.guessWord(best.guess)).not.toBe('ABCDEF');
    expect(best.weight).toBeGreaterThan(10);
    expect(bestGuess(words, all, new Uint8Array(words.guessCount))).toBeNull();
  });

  it('finds the best guess, the best candidate and the best word it may name at one point', () => {
    const nameable = Uint8Array.from(words.space.guesses, (word) => (word === 'ZZZZZZ' ? 1 : 0));
    const choices = stepChoices(words, all, { nameable })!;
    expect(words.guessWord(choices.best.guess)).toBe('ABCDEF');
    expect(words.guessWord(choices.candidate!.guess)).toBe('AZZZZZ');
    // ZZZZZZ (7 × F(7) + 3 = 17.09) does worse than the candidate AZZZZZ (6 × F(6) + 3 = 14.80): not shown.
    expect(choices.named).toBeNull();
    const onlyAbcdef = Uint8Array.from(words.space.guesses, (word) => (word === 'ABCDEF' ? 1 : 0));
    expect(words.guessWord(stepChoices(words, all, { nameable: onlyAbcdef })!.named!.guess)).toBe('ABCDEF');
  });

  it('counts the game’s answer as a candidate even when it is on neither list', () => {
    const offList = gameOf('ZZZZZF');
    expect(offList.answerCount).toBe(11);
    expect(offList.guessCount).toBe(13);
    expect(bucketsOf(offList, offList.guessIndexOf('ABCDEF')!, offList.allCandidates()).size).toBe(11);
    // The opening with an extra candidate is searched, not read from the opening's figures.
    expect(offList.guessWord(bestGuess(offList, offList.allCandidates())!.guess)).toBe('ABCDEF');
    // Searched in full, the same figures: eleven singletons.
    expect(bestGuess(offList, offList.allCandidates())!.weight).toBe(11);
  });
});
