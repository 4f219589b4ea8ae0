import { isOffensive, offensiveWords } from '@hexle/contract/words';
import { defaultWordListDir, readWordLists } from '../../word-list/word-list-files.js';
import { ALL_CORRECT } from './colour-pattern.js';
import { GameWords } from './game-words.js';
import { nameableGuesses } from './secrecy.js';
import { stepChoices } from './solver.js';
import { computeWordSpace, type WordSpace } from './word-space.js';

/**
 * Over the real lists (prisma/words), every point the solver reaches when it opens with one of the
 * 100 best openings and plays on to the end for every answer: the word it may name there is never
 * an answer of the list and never refused by the offensive-word rule. Not a sample: all of them.
 */
describe('the solver over the real lists', () => {
  let space: WordSpace;
  const offensive = offensiveWords();
  const refused = (word: string) => isOffensive(word.toLowerCase(), offensive);

  beforeAll(async () => {
    const { answers, guesses } = await readWordLists(defaultWordListDir());
    space = computeWordSpace([...new Set([...guesses, ...answers])], answers);
  });

  // About two minutes on a two-core machine: tens of thousands of points, each searched in full.
  it('names no answer and no offensive word at any point reached from the 100 best openings', () => {
    const nameable = nameableGuesses(space, refused);
    const answers = new Set(space.answers);
    // The answer only decides whether a candidate may be named, which this walk does not use.
    const words = new GameWords(space, space.answers[0]);
    const seen = new Set<string>();
    let points = 0;
    const walk = (candidates: Int32Array, guess: number) => {
      const byPattern = new Map<number, number[]>();
      for (const a of candidates) {
        const p = words.pattern(guess, a);
        if (p === ALL_CORRECT) continue;
        const bucket = byPattern.get(p);
        if (bucket) bucket.push(a);
        else byPattern.set(p, [a]);
      }
      for (const bucket of byPattern.values()) {
        const left = Int32Array.from(bucket);
        const key = `${guess}:${bucket.join(',')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const choices = stepChoices(words, left, { nameable })!;
        points++;
        if (choices.named) {
          const word = space.guesses[choices.named.guess];
          expect(answers.has(word) || refused(word) ? word : 'nameable').toBe('nameable');
        }
        walk(left, choices.best.guess);
      }
    };
    for (const opening of space.openingOrder.subarray(0, 100)) walk(words.allCandidates(), opening);
    // Every opening's buckets at least, and the points past them.
    expect(points).toBeGreaterThan(100 * 100);
    // The opening itself: its named word is never an answer nor offensive either.
    const first = stepChoices(words, words.allCandidates(), { nameable })!;
    expect(
      first.named === null || (!answers.has(space.guesses[first.named.guess]) && nameable[first.named.guess]),
    ).toBe(true);
  });
});
