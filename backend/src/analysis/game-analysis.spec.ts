import { analyseGame } from './game-analysis.js';
import { SolverMemory, solverGuesses } from './solver-run.js';
import { gameOf } from './test-words.js';

describe('analyseGame', () => {
  const words = gameOf('GZZZZZ');

  it('gives each step’s figures beside the solver’s, and the last step’s certainty', () => {
    const analysis = analyseGame(words, ['ZZZZZZ', 'ABCDEF', 'GZZZZZ']);
    expect(analysis.steps).toEqual([
      {
        guess: 'ZZZZZZ',
        candidates_before: 10,
        candidates_after: 7,
        expected: 5.2,
        solver_guess: 'ABCDEF',
        solver_expected: 1,
      },
      {
        guess: 'ABCDEF',
        candidates_before: 7,
        candidates_after: 1,
        expected: 1,
        solver_guess: 'ABCDEF',
        solver_expected: 1,
      },
      {
        guess: 'GZZZZZ',
        candidates_before: 1,
        candidates_after: 1,
        expected: 1,
        solver_guess: 'GZZZZZ',
        solver_expected: 1,
        could_have_known: true,
      },
    ]);
    // Skill: (ln(10 / 5.2) + ln(7)) / (ln(10) + ln(7)) = 0.612; luck: (0.35 + 0.5) / 2 = 0.425.
    expect(analysis).toMatchObject({ won: true, hard_mode: false, skill: 61, luck: 42, guesses: 3 });
  });

  it('says when the last guess could not have been known, and when the game was lost', () => {
    const analysis = analyseGame(words, ['ZZZZZZ', 'AZZZZZ']);
    expect(analysis.won).toBe(false);
    expect(analysis.steps[1]).toMatchObject({ candidates_before: 7, candidates_after: 6, could_have_known: false });
  });

  it('counts the solver’s guesses from the player’s first: ZZZZZZ, ABCDEF, then GZZZZZ', () => {
    expect(solverGuesses(words, words.guessIndexOf('ZZZZZZ')!)).toBe(3);
    expect(solverGuesses(words, words.guessIndexOf('ABCDEF')!)).toBe(2);
    expect(analyseGame(words, ['ZZZZZZ', 'ABCDEF', 'GZZZZZ']).solver_guesses).toBe(3);
  });

  it('remembers the solver’s choices by the colours that led to them, within its bound', () => {
    const memory = new SolverMemory<number>(1);
    solverGuesses(words, words.guessIndexOf('ZZZZZZ')!, memory);
    expect(memory.size).toBe(1);
    expect(solverGuesses(gameOf('AZZZZZ'), words.guessIndexOf('ZZZZZZ')!, memory)).toBe(3);
    expect(memory.size).toBe(1);
  });

  it('names only guesses it may name, and always the game’s own answer', () => {
    const nameable = Uint8Array.from(words.space.guesses, (word) =>
      word === 'ABCDEF' || word.endsWith('ZZZZZ') ? 0 : 1,
    );
    const analysis = analyseGame(words, ['ZZZZZZ', 'ABCDEF', 'GZZZZZ'], { nameable });
    const named = analysis.steps.map((step) => step.solver_guess);
    expect(named).not.toContain('ABCDEF');
    expect(named[2]).toBe('GZZZZZ');
    for (const word of named) expect(word === 'GZZZZZ' || nameable[words.guessIndexOf(word)!] === 1).toBe(true);
  });

  it('tells a game played in hard mode, and keeps the hints in the solver’s guesses then', () => {
    // After ZZZZZZ (Z correct in places 2-6), hard mode allows only words ending ZZZZZ.
    const hard = analyseGame(words, ['ZZZZZZ', 'AZZZZZ', 'BZZZZZ', 'CZZZZZ', 'DZZZZZ', 'EZZZZZ', 'FZZZZZ']);
    expect(hard.hard_mode).toBe(true);
    expect(hard.won).toBe(false);
    for (const step of hard.steps.slice(1)) expect(step.solver_guess).toMatch(/^.ZZZZZ$/);
    expect(analyseGame(words, ['ZZZZZZ', 'ABCDEF', 'GZZZZZ']).hard_mode).toBe(false);
  });

  it('refuses words that are not guesses of the game', () => {
    expect(() => analyseGame(words, ['QQQQQQ'])).toThrow('QQQQQQ is not a guess of this game');
    expect(() => analyseGame(words, [])).toThrow();
  });
});
