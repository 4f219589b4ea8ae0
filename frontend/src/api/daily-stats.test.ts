import { describe, expect, it } from 'vitest';
import { DAILY_STATS, DAILY_STATS_REPLY } from '../../test/support/daily-figures';
import { readDailyStats } from './daily-stats';

const REPLY = DAILY_STATS_REPLY;

const reply = (changes: Record<string, unknown>) => ({ ...REPLY, ...changes }) as Record<string, unknown>;

describe("reading the day's figures", () => {
  it('reads every field of a reply', () => {
    expect(readDailyStats({ ...REPLY })).toEqual(DAILY_STATS);
  });

  it('reads a day nobody has finished yet: no average, no openers', () => {
    const empty = reply({
      players: 0,
      won: 0,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, X: 0 },
      average_guesses: null,
      openers: [],
    });
    expect(readDailyStats(empty)).toMatchObject({ players: 0, won: 0, averageGuesses: null, openers: [] });
  });

  it('reads a day everyone lost, whose average is null', () => {
    const lost = reply({
      players: 2,
      won: 0,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, X: 2 },
      average_guesses: null,
      openers: [],
    });
    expect(readDailyStats(lost)).toMatchObject({ players: 2, won: 0, averageGuesses: null });
  });

  it('ignores fields it does not know', () => {
    expect(readDailyStats(reply({ since: 'yesterday' }))).not.toBeNull();
  });

  it.each([
    ['no game number', { game_number: undefined }],
    ['game number 0', { game_number: 0 }],
    ['a game number as text', { game_number: '326' }],
    ['no date', { date: undefined }],
    ['a date of another form', { date: '29/11/2026' }],
    ['a negative count of players', { players: -1 }],
    ['a fraction of a player', { players: 20.5 }],
    ['no distribution', { distribution: undefined }],
    ['a distribution as a list', { distribution: [0, 3, 6, 3, 1, 1, 0, 6] }],
    ['a result missing', { distribution: { 1: 0, 2: 3, 3: 6, 4: 3, 5: 1, 6: 1, 7: 0 } }],
    ['a count as text', { distribution: { ...REPLY.distribution, 3: '6' } }],
    ['players that are not won + lost', { players: 21 }],
    ['wins that are not the distribution', { won: 13 }],
    ['no average with wins', { average_guesses: null }],
    [
      'an average without a win',
      { won: 0, players: 6, distribution: { ...REPLY.distribution, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 } },
    ],
    ['an average beyond the tries', { average_guesses: 7.5 }],
    ['an average below one guess', { average_guesses: 0.5 }],
    ['openers that are not a list', { openers: { word: 'CRANES', share: 0.6 } }],
    ['more than three openers', { openers: Array(4).fill({ word: 'CRANES', share: 0.1 }) }],
    ['an opener not a word of the game', { openers: [{ word: 'crane', share: 0.6 }] }],
    ['an opener in small letters', { openers: [{ word: 'cranes', share: 0.6 }] }],
    ['a share above one', { openers: [{ word: 'CRANES', share: 1.5 }] }],
    ['a share as text', { openers: [{ word: 'CRANES', share: '0.6' }] }],
  ])('refuses a reply with %s', (_case, changes) => {
    expect(readDailyStats(reply(changes))).toBeNull();
  });
});
