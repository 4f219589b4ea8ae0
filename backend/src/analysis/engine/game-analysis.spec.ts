import { gameOf, smallSpace } from './small-word-space.fixture.js';
import { analyseGame } from './game-analysis.js';
import { guessesToFind } from './guesses-to-find.js';
import { nameableGuesses } from './secrecy.js';
import { type StepChoices } from './solver.js';
import { computeWordSpace } from './word-space.js';
import { SolverMemory, solverGuesses } from './solver-run.js';

/**
 * Figures worked out by hand on the small list (test/support/small-word-space.ts). F(7) =
 * 1 + 6/7 × (1 + ln 3.5 / ln 1000) = 2.012591. At the opening the best guess is ABCDEF (ten
 * singletons: 1 + 10 / 10 = 2 guesses expected); ZZZZZZ leaves buckets 7, 1, 1, 1 and cannot win:
 * 1 + (7 × F(7) + 3) / 10 = 2.708814, a cost of 0.708814 guesses.
 */
const F7 = guessesToFind(7);
const ZZZZZZ_COST = 1 + (7 * F7 + 3) / 10 - 2;

describe('analyseGame', () => {
  const space = smallSpace();
  const words = gameOf('GZZZZZ', space);

  it('gives each step’s figures beside the best and the solver’s, and the game’s result', () => {
    const analysis = analyseGame(words, ['ZZZZZZ', 'ABCDEF', 'GZZZZZ']);
    expect(analysis.steps).toEqual([
      {
        guess: 'ZZZZZZ',
        candidates_before: 10,
        candidates_after: 7,
        expected: 5.2,
        expected_guesses: 2.71,
        best_expected_guesses: 2,
        verdict: 'poor',
        solver_guess: 'ABCDEF',
        solver_expected: 1,
        solver_expected_guesses: 2,
        solver_limited: false,
      },
      {
        // Seven left, ABCDEF tells them apart: 1 + 7 / 7 = 2, the best here.
        guess: 'ABCDEF',
        candidates_before: 7,
        candidates_after: 1,
        expected: 1,
        expected_guesses: 2,
        best_expected_guesses: 2,
        verdict: 'best',
        solver_guess: 'ABCDEF',
        solver_expected: 1,
        solver_expected_guesses: 2,
        solver_limited: false,
      },
      {
        guess: 'GZZZZZ',
        candidates_before: 1,
        candidates_after: 1,
        expected: 1,
        expected_guesses: 1,
        best_expected_guesses: 1,
        verdict: 'best',
        solver_guess: 'GZZZZZ',
        solver_expected: 1,
        solver_expected_guesses: 1,
        solver_limited: false,
        could_have_known: true,
      },
    ]);
    // Skill: 99 × 2^−0.708814 = 60.57; luck: (0.35 + 0.5) / 2 = 0.425.
    expect(analysis).toMatchObject({
      result: 'won',
      won: true,
      answer: 'GZZZZZ',
      hard_mode: false,
      candidates_left: 1,
      skill: 61,
      luck: 42,
      guesses_lost: 0.71,
      guesses: 3,
    });
    expect(analysis.skill).toBe(Math.round(99 * 2 ** -ZZZZZZ_COST));
  });

  it('calls a guess made when only one answer was possible wasted, and it costs a whole guess', () => {
    const clean = analyseGame(words, ['ZZZZZZ', 'ABCDEF', 'GZZZZZ']);
    const wasted = analyseGame(words, ['ZZZZZZ', 'ABCDEF', 'AZZZZZ', 'GZZZZZ']);
    expect(wasted.steps[2]).toMatchObject({
      guess: 'AZZZZZ',
      candidates_before: 1,
      expected_guesses: 2,
      best_expected_guesses: 1,
      verdict: 'wasted',
      solver_guess: 'GZZZZZ',
    });
    // 99 × 2^−(0.708814 + 1) = 30.28: half the same game without it, never as high.
    expect(wasted.skill).toBe(30);
    expect(wasted.skill).toBeLessThan(clean.skill);
  });

  it('scores a game lost with the answer certain for two guesses below 50', () => {
    const lost = analyseGame(words, ['ABCDEF', 'AZZZZZ', 'BZZZZZ', 'CZZZZZ', 'DZZZZZ', 'EZZZZZ', 'FZZZZZ']);
    expect(lost.result).toBe('lost');
    expect(lost.won).toBe(false);
    expect(lost.steps.slice(1).every((step) => step.verdict === 'wasted')).toBe(true);
    // Six wasted guesses: 99 × 2^−6 = 1.5.
    expect(lost.skill).toBe(2);
    expect(analyseGame(words, ['ABCDEF', 'AZZZZZ', 'BZZZZZ', 'GZZZZZ']).skill).toBeLessThan(50);
  });

  it('counts a give-up as a loss that leaves the guesses still needed: F(candidates left)', () => {
    const gaveUp = analyseGame(words, ['ZZZZZZ'], { gaveUp: true });
    expect(gaveUp).toMatchObject({ result: 'gave_up', won: false, candidates_left: 7 });
    expect(gaveUp.steps[0]).toMatchObject({ candidates_before: 10, candidates_after: 7, could_have_known: false });
    // L = 0.708814 + F(7) = 2.721405; 99 × 2^−2.721405 = 15.01.
    expect(gaveUp.guesses_lost).toBe(Math.round((ZZZZZZ_COST + F7) * 100) / 100);
    expect(gaveUp.skill).toBe(15);
    // The same guess, not given up but played on: a loss at most as costly, never more skilful than one played on.
    expect(analyseGame(words, ['ZZZZZZ']).result).toBe('lost');
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
    expect(solverGuesses(gameOf('AZZZZZ', space), words.guessIndexOf('ZZZZZZ')!, memory)).toBe(3);
    expect(memory.size).toBe(1);
  });

  it('tells a game played in hard mode, and keeps the hints in the solver’s guesses then', () => {
    // After ZZZZZZ (Z correct in places 2-6), hard mode allows only words ending ZZZZZ.
    const hard = analyseGame(words, ['ZZZZZZ', 'AZZZZZ', 'BZZZZZ', 'CZZZZZ', 'DZZZZZ', 'EZZZZZ', 'FZZZZZ']);
    expect(hard.hard_mode).toBe(true);
    expect(hard.result).toBe('lost');
    // Hard mode's best is a candidate: shown as "one of the possible answers" (null) unless it is the answer.
    for (const step of hard.steps.slice(1)) expect(step.solver_guess ?? 'AZZZZZ').toMatch(/^.ZZZZZ$/);
    expect(analyseGame(words, ['ZZZZZZ', 'ABCDEF', 'GZZZZZ']).hard_mode).toBe(false);
  });

  it('refuses words that are not guesses of the game', () => {
    expect(() => analyseGame(words, ['QQQQQQ'])).toThrow('QQQQQQ is not a guess of this game');
    expect(() => analyseGame(words, [])).toThrow();
  });
});

describe('what the solver names', () => {
  const space = smallSpace();
  // The small list's nameable words: the guesses that are not answers, ABCDEF and ZZZZZZ.
  const nameable = nameableGuesses(space, () => false);
  const answers = new Set(space.answers);

  /** Every word an analysis names: the solver's guesses. */
  const named = (analysis: ReturnType<typeof analyseGame>) =>
    analysis.steps.map((step) => step.solver_guess).filter((word): word is string => word !== null);

  it('names no answer but the game’s own, and says "one of the candidates" instead', () => {
    // Four answers where ABZZZZ alone tells the others apart (1 + 3 / 4 = 1.75 guesses expected): the
    // best move is that candidate, named only in its own game; ZZZZZZ (1 + (3 × F(3) + 1) / 4) does worse.
    const four = ['AZZZZZ', 'BZZZZZ', 'CZZZZZ', 'ABZZZZ'];
    const fourSpace = computeWordSpace([...four, 'ZZZZZZ'], four);
    const fourNameable = nameableGuesses(fourSpace, () => false);
    const first = (answer: string) =>
      analyseGame(gameOf(answer, fourSpace), [answer], { nameable: fourNameable }).steps[0];
    expect(first('AZZZZZ')).toMatchObject({ solver_guess: null, solver_expected_guesses: 1.75, solver_limited: false });
    expect(first('ABZZZZ')).toMatchObject({ solver_guess: 'ABZZZZ', solver_expected_guesses: 1.75 });
    // Where the game's answer ties the best candidate, it is the one named: GZZZZZ among seven alike.
    expect(analyseGame(gameOf('BZZZZZ', space), ['ZZZZZZ', 'BZZZZZ'], { nameable }).steps[1].solver_guess).toBe(
      'BZZZZZ',
    );
    for (const answer of space.answers) {
      const analysis = analyseGame(gameOf(answer, space), ['ZZZZZZ', 'ABCDEF', answer], { nameable });
      for (const word of named(analysis)) expect(word === answer || !answers.has(word)).toBe(true);
    }
  });

  it('names the same words whatever was analysed before, on any worker: its memory holds no answer', () => {
    // Each answer's games, analysed alone, then all in one memory in two orders: the same replies.
    const alone = new Map<string, string>();
    const games = space.answers.flatMap((answer): [string, string[]][] => [
      [answer, ['ZZZZZZ', 'AZZZZZ', 'BZZZZZ', answer]],
      [answer, ['ZZZZZZ', answer]],
      [answer, ['ABCDEF', answer]],
    ]);
    const key = ([answer, guesses]: [string, string[]]) => `${answer}:${guesses.join(',')}`;
    for (const game of games)
      alone.set(key(game), JSON.stringify(analyseGame(gameOf(game[0], space), game[1], { nameable })));
    for (const order of [games, [...games].reverse()]) {
      const choiceMemory = new SolverMemory<StepChoices | null>();
      const memory = new SolverMemory<number>();
      for (const game of order) {
        const analysis = analyseGame(gameOf(game[0], space), game[1], { nameable, choiceMemory, memory });
        expect(JSON.stringify(analysis)).toBe(alone.get(key(game)));
        for (const word of named(analysis)) expect(word === game[0] || !answers.has(word)).toBe(true);
      }
    }
  });

  it('says when the best move was a word it may not name', () => {
    // Nothing nameable but ZZZZZZ: at the opening the best, ABCDEF, may not be named.
    const onlyZ = Uint8Array.from(space.guesses, (word) => (word === 'ZZZZZZ' ? 1 : 0));
    const step = analyseGame(gameOf('GZZZZZ', space), ['ABCDEF', 'GZZZZZ'], { nameable: onlyZ }).steps[0];
    expect(step.best_expected_guesses).toBe(2);
    // The best candidates (any of the ten: 1 + (6 × F(6) + 3) / 10) beat ZZZZZZ; the game's answer is one.
    expect(step.solver_guess).toBe('GZZZZZ');
    expect(step.solver_limited).toBe(true);
    expect(step.solver_expected_guesses).toBeCloseTo(1 + (6 * guessesToFind(6) + 3) / 10, 2);
  });
});
