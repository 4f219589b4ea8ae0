import { patternOf } from './colour-pattern.js';
import { keepsHints, playedInHardMode } from './hard-mode.js';

const clue = (guess: string, answer: string) => ({ guess, pattern: patternOf(guess, answer) });

describe('hard mode', () => {
  // PLANET against BRIDGE: only E is found, present.
  const found = [clue('PLANET', 'BRIDGE')];

  it('needs every present letter somewhere and every correct letter in its place', () => {
    expect(keepsHints('BRIDGE', found)).toBe(true);
    expect(keepsHints('SILVER', found)).toBe(true);
    expect(keepsHints('BRICKS', found)).toBe(false);
    const placed = [clue('BRAVER', 'BRIDGE')];
    expect(keepsHints('BRIDGE', placed)).toBe(true);
    expect(keepsHints('ABRIDE', placed)).toBe(false);
  });

  it('tells a game that kept all hints from one that did not', () => {
    expect(playedInHardMode([clue('PLANET', 'BRIDGE'), clue('SILVER', 'BRIDGE'), clue('BRIDGE', 'BRIDGE')])).toBe(true);
    expect(playedInHardMode([clue('PLANET', 'BRIDGE'), clue('BRICKS', 'BRIDGE')])).toBe(false);
  });
});
