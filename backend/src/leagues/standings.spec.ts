import { fold, type GameResult, gridRow, NO_TOTALS, standingOf, standingsOf } from './standings.js';

const win = (gameNumber: number, guesses: number): GameResult => ({ gameNumber, won: true, guesses });
const loss = (gameNumber: number): GameResult => ({ gameNumber, won: false, guesses: 7 });

describe('league standings', () => {
  it('counts games played and won, and averages the guesses of the wins only (a loss has no count to average)', () => {
    const standing = standingOf(NO_TOTALS, [win(10, 3), loss(11), win(12, 4)], 12);
    expect(standing).toEqual({ played: 3, won: 2, averageGuesses: 3.5, streak: 1 });
  });

  it('has no average before a first win, rather than a 0 that reads as a perfect score', () => {
    expect(standingOf(NO_TOTALS, [loss(5)], 5).averageGuesses).toBeNull();
    expect(standingOf(NO_TOTALS, [], 5)).toEqual({ played: 0, won: 0, averageGuesses: null, streak: 0 });
  });

  it('rounds the average to two decimals', () => {
    expect(standingOf(NO_TOTALS, [win(1, 3), win(2, 3), win(3, 4)], 3).averageGuesses).toBe(3.33);
  });

  // The streak is the league's own: wins on consecutive days, as the member posted them here.
  it.each([
    ['wins on consecutive days', [win(1, 2), win(2, 3), win(3, 4)], 3, 3],
    ['a loss ends the run', [win(1, 2), loss(2), win(3, 4)], 3, 1],
    ['a missed day ends the run, as it does on the page', [win(1, 2), win(3, 4)], 3, 1],
    ["yesterday's run still counts while today is not played yet", [win(1, 2), win(2, 3)], 3, 2],
    ['a run whose last game is two days old is over', [win(1, 2), win(2, 3)], 4, 0],
    ['results arrive in any order', [win(3, 4), win(1, 2), win(2, 3)], 3, 3],
  ])('streak: %s', (_why, results, today, streak) => {
    expect(standingOf(NO_TOTALS, results, today).streak).toBe(streak);
  });

  it('gives the same standing when old results are first folded into totals, as the prune does', () => {
    const results = [win(1, 2), win(2, 3), loss(3), win(4, 5), win(5, 1), win(6, 6), win(7, 2)];
    for (let split = 0; split <= results.length; split += 1) {
      const totals = fold(NO_TOTALS, results.slice(0, split));
      expect(standingOf(totals, results.slice(split), 7)).toEqual(standingOf(NO_TOTALS, results, 7));
    }
  });

  it('carries a streak across the fold: a run of wins folded and one kept is one run', () => {
    const totals = fold(NO_TOTALS, [win(1, 2), win(2, 2)]);
    expect(totals).toEqual({ played: 2, won: 2, wonGuesses: 4, lastGameNumber: 2, streak: 2 });
    expect(standingOf(totals, [win(3, 3)], 3).streak).toBe(3);
    expect(standingOf(totals, [], 3).streak).toBe(2);
  });

  it('never folds a result twice (a prune that ran already finds nothing new in it)', () => {
    const once = fold(NO_TOTALS, [win(1, 2), win(2, 2)]);
    expect(fold(once, [win(2, 2)])).toEqual(once);
  });

  it('keeps the week to today and the six games before it', () => {
    const results = [win(1, 2), win(2, 3), win(8, 4), loss(9)];
    // The streak is the member's current one: game 9, played in a zone ahead, was a loss.
    expect(standingsOf(NO_TOTALS, results, 8).week).toEqual({ played: 2, won: 2, averageGuesses: 3.5, streak: 0 });
    expect(standingsOf(NO_TOTALS, results.slice(0, 3), 8).week.streak).toBe(1);
    // On game 9 the week is games 3 to 9: game 2 has left it.
    expect(standingsOf(NO_TOTALS, results, 9).week).toMatchObject({ played: 2, won: 1 });
    // A result of a game later than the asker's today (a member in a zone ahead) is not in their week.
    expect(standingsOf(NO_TOTALS, [win(10, 3)], 9).week.played).toBe(0);
  });

  it("shows the member's current streak in the week too, however long before the week it began", () => {
    // Wins on games 1 to 20, the first ten already folded into totals by the prune.
    const wins = Array.from({ length: 20 }, (_, i) => win(i + 1, 3));
    const totals = fold(NO_TOTALS, wins.slice(0, 10));
    expect(standingsOf(totals, wins.slice(10), 20).week).toEqual({ played: 7, won: 7, averageGuesses: 3, streak: 20 });
    expect(standingOf(totals, wins.slice(10), 20).streak).toBe(20);
    // Tomorrow, before playing, the run still stands; the day after without a game, it is gone.
    expect(standingsOf(totals, wins.slice(10), 21).week.streak).toBe(20);
    expect(standingsOf(totals, wins.slice(10), 22).week.streak).toBe(0);
  });

  it('writes a grid row with colours only: c, p, a', () => {
    expect(gridRow(['correct', 'present', 'absent', 'absent', 'correct', 'present'])).toBe('cpaacp');
  });
});
