import { evaluateGuess } from '@hexle/contract/game';
import { ALL_CORRECT, coloursOf, patternFromColours, patternOf } from './colour-pattern.js';

describe('colour patterns', () => {
  const pairs: [string, string][] = [
    ['PLANET', 'PLANET'],
    ['PLANET', 'BRIDGE'],
    ['QUARTZ', 'PLANET'],
    ['SPEEDS', 'ABSENT'],
    ['EERIES', 'BETTER'],
    ['LLAMAS', 'HALLOW'],
    ['ALLEYS', 'BALLET'],
    ['TTTTTT', 'LETTER'],
    ['TATTOO', 'LETTER'],
    ['ROBOTS', 'FLOORS'],
    ['BANANA', 'CABANA'],
    ['ABCDEF', 'FEDCBA'],
    ['ZZZZZZ', 'AAAAAA'],
  ];

  it.each(pairs)('%s against %s follows the game’s colour rule exactly', (guess, answer) => {
    const pattern = patternOf(guess, answer);
    expect(coloursOf(pattern)).toEqual(evaluateGuess(guess, answer));
    expect(patternFromColours(evaluateGuess(guess, answer))).toBe(pattern);
  });

  it('numbers the patterns 0 (all absent) to 728 (all correct), position i weighing 3^i', () => {
    expect(patternOf('ZZZZZZ', 'AAAAAA')).toBe(0);
    expect(patternOf('PLANET', 'PLANET')).toBe(ALL_CORRECT);
    // QUARTZ against PLANET: A correct (2 * 9) in the third place, T present (1 * 81) in the fifth.
    expect(patternOf('QUARTZ', 'PLANET')).toBe(2 * 9 + 81);
  });

  it('leaves nothing behind between calls (its letter counts are reused)', () => {
    expect(patternOf('EERIES', 'BETTER')).toBe(patternOf('EERIES', 'BETTER'));
    patternOf('AAAAAB', 'BBBBBA');
    expect(patternOf('ABCDEF', 'FEDCBA')).toBe(1 + 3 + 9 + 27 + 81 + 243);
  });

  it('refuses words that are not six letters', () => {
    expect(() => patternOf('ABC', 'PLANET')).toThrow();
  });
});
