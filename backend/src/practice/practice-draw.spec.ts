import { drawPracticeWord, finishedWords } from './practice-draw.js';

const POOL = ['ACTING', 'BAKING', 'CHAIRS', 'DANCED', 'EATING'];

/** Every word a draw can give: each `pick` result tried. */
function possible(pool: readonly string[], finished: readonly string[]): string[] {
  const seen = new Set<string>();
  for (let index = 0; index < pool.length; index++) {
    const word = drawPracticeWord(pool, finished, (count) => {
      expect(count).toBeGreaterThan(0);
      return index % count;
    });
    if (word) seen.add(word);
  }
  return [...seen].sort();
}

describe('drawPracticeWord', () => {
  it('draws from the whole pool for a browser that finished nothing', () => {
    expect(possible(POOL, [])).toEqual(POOL);
  });

  it('leaves out every word finished in the current round, and draws evenly among the others', () => {
    expect(possible(POOL, ['BAKING', 'EATING'])).toEqual(['ACTING', 'CHAIRS', 'DANCED']);
    const counts = new Map<number, number>();
    drawPracticeWord(POOL, ['BAKING', 'EATING'], (count) => {
      counts.set(count, (counts.get(count) ?? 0) + 1);
      return 0;
    });
    expect(counts).toEqual(new Map([[3, 1]]));
  });

  it('gives the last word left, then, with the whole pool met, starts a new round', () => {
    expect(possible(POOL, ['BAKING', 'EATING', 'ACTING', 'DANCED'])).toEqual(['CHAIRS']);
    expect(possible(POOL, ['BAKING', 'EATING', 'ACTING', 'DANCED', 'CHAIRS'])).toEqual(POOL);
    // The new round's words count again; the old round's do not.
    expect(possible(POOL, ['BAKING', 'EATING', 'ACTING', 'DANCED', 'CHAIRS', 'EATING', 'ACTING'])).toEqual([
      'BAKING',
      'CHAIRS',
      'DANCED',
    ]);
  });

  it('never repeats a word in a round, over many rounds and pool sizes', () => {
    let seed = 7;
    const random = (count: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % count;
    };
    for (const size of [1, 2, 5, 40]) {
      const pool = Array.from({ length: size }, (_, index) => `W${String(index).padStart(5, '0')}`);
      const finished: string[] = [];
      for (let round = 0; round < 3; round++) {
        const drawn = Array.from({ length: size }, () => {
          const word = drawPracticeWord(pool, finished, random)!;
          finished.push(word);
          return word;
        });
        expect(new Set(drawn).size).toBe(size);
      }
    }
  });

  it('ignores words that are no practice words, and repeats within the list', () => {
    expect(possible(POOL, ['PLANET', 'BAKING', 'BAKING', 'FLOWER'])).toEqual(['ACTING', 'CHAIRS', 'DANCED', 'EATING']);
  });

  it('gives nothing without a practice word', () => {
    expect(drawPracticeWord([], ['BAKING'], () => 0)).toBeNull();
  });
});

describe('finishedWords', () => {
  it('reads six letters a word, in order', () => {
    expect(finishedWords('')).toEqual([]);
    expect(finishedWords('BAKINGCHAIRS')).toEqual(['BAKING', 'CHAIRS']);
  });
});
