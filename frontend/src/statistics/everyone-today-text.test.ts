import { describe, expect, it } from 'vitest';
import type { DailyStats } from '../api/game-api';
import { everyoneHeading, everyoneView } from './everyone-today-text';

const STATS: DailyStats = {
  gameNumber: 326,
  date: '2026-11-29',
  players: 340,
  won: 299,
  distribution: { 1: 2, 2: 30, 3: 110, 4: 100, 5: 40, 6: 12, 7: 5, X: 41 },
  averageGuesses: 3.874,
  openers: [
    { word: 'CRANES', share: 0.124 },
    { word: 'SLATER', share: 0.05 },
  ],
};
const WON_IN_3 = { gameNumber: 326, today: true, won: true, guesses: 3 };
const LOST = { gameNumber: 326, today: true, won: false, guesses: 7 };
const NOBODY: DailyStats = {
  ...STATS,
  players: 0,
  won: 0,
  distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, X: 0 },
  averageGuesses: null,
  openers: [],
};

describe('the "Everyone today" section', () => {
  it("shows an opener's share in whole percent, half up from the reply's thousandths", () => {
    const shares = [0.145, 0.005, 0.994, 0.5].map(
      (share) => everyoneView({ ...STATS, openers: [{ word: 'CRANES', share }] }, WON_IN_3).openers[0].share,
    );
    expect(shares).toEqual(['15\u00a0%', '1\u00a0%', '99\u00a0%', '50\u00a0%']);
  });

  it("is headed by today, or by an archive game's day", () => {
    expect(everyoneHeading({ today: true })).toBe('Everyone today');
    expect(everyoneHeading({ today: false })).toBe('Everyone that day');
  });

  it('says how many finished the game and the share who won, and the average of the wins', () => {
    const view = everyoneView(STATS, WON_IN_3);
    expect(view.summary).toBe('340 players finished game 326; 88\u00a0% won.');
    expect(view.average).toBe('Average: 3.87 guesses in the games won');
  });

  it('draws a bar per result, the longest full, the smallest still visible, the player’s own marked', () => {
    const { bars } = everyoneView(STATS, WON_IN_3);
    expect(bars.map((bar) => bar.label)).toEqual(['1', '2', '3', '4', '5', '6', '7', 'X']);
    expect(bars.map((bar) => bar.width)).toEqual([7, 27, 100, 91, 36, 11, 7, 37]);
    expect(bars.filter((bar) => bar.own).map((bar) => bar.result)).toEqual(['3']);
    expect(bars[2]?.text).toBe('3 guesses: 110 players (your result)');
    expect(bars[0]?.text).toBe('1 guess: 2 players');
    expect(bars[7]?.text).toBe('Not found: 41 players');
  });

  it('tells a winner the share of players they did better than', () => {
    // Worse: 100 + 40 + 12 + 5 + 41 = 198; the same: 110 counted half. (198 + 55) / 340 = 74.4 %.
    expect(everyoneView(STATS, WON_IN_3).comparison).toBe('You did better than 74\u00a0% of players.');
  });

  it('tells a loser how many lost too, and marks their X', () => {
    const view = everyoneView(STATS, LOST);
    expect(view.comparison).toBe('41 of 340 players did not find it either.');
    expect(view.bars.filter((bar) => bar.own).map((bar) => bar.result)).toEqual(['X']);
    expect(view.bars[7]?.text).toBe('Not found: 41 players (your result)');
    const nobodyLost = { ...STATS, players: 299, distribution: { ...STATS.distribution, X: 0 } };
    expect(everyoneView(nobodyLost, LOST).comparison).toBe('Every other player found it.');
    const one = { ...NOBODY, players: 1, distribution: { ...NOBODY.distribution, X: 1 } };
    expect(everyoneView(one, LOST).comparison).toBe('1 of 1 player did not find it either.');
  });

  it('lists the most common first words with their share in whole percent', () => {
    expect(everyoneView(STATS, WON_IN_3).openers).toEqual([
      { word: 'CRANES', share: '12\u00a0%' },
      { word: 'SLATER', share: '5\u00a0%' },
    ]);
  });

  it('with nobody counted yet, says who is first, and draws nothing else', () => {
    const view = everyoneView(NOBODY, WON_IN_3);
    expect(view).toEqual({
      summary: 'You are the first to finish game 326.',
      bars: [],
      average: null,
      comparison: null,
      openers: [],
    });
    expect(everyoneView(NOBODY, { ...LOST, today: false, gameNumber: 12 }).summary).toBe(
      'No one finished game 12 on its day.',
    );
  });

  it('writes large numbers with separators', () => {
    const many = { ...STATS, players: 12_340, won: 12_299, distribution: { ...STATS.distribution, 3: 12_110 } };
    expect(everyoneView(many, WON_IN_3).summary).toBe('12,340 players finished game 326; 100\u00a0% won.');
    expect(everyoneView(many, WON_IN_3).bars[2]?.count).toBe('12,110');
  });
});
