import { describe, expect, it } from 'vitest';
import {
  afterPost,
  awaitingSkill,
  averageText,
  awaitingResult,
  canJoinAnother,
  finishedDailyGame,
  gridLabel,
  isMembership,
  LEAGUE_ID,
  leagueLink,
  MAX_LEAGUES,
  nameFits,
  readMemberships,
  refusalText,
  resultText,
  withMembership,
  withoutLeague,
  writeMemberships,
  type Membership,
} from './leagues';
import type { SavedGame } from './saved-game';

const ID = 'abcdefghijklmnop';
const membership = (id = ID, extra: Partial<Membership> = {}): Membership => ({
  id,
  member_token: 'T'.repeat(43),
  member_id: 'm'.repeat(12),
  name: 'Lunch',
  ...extra,
});

function memoryStore(items: Record<string, string> = {}) {
  const map = new Map(Object.entries(items));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const game = (over: Partial<SavedGame>): SavedGame => ({
  date: '2026-11-29',
  guesses: ['GARDEN', 'SILVER', 'PLANET'],
  evaluations: [],
  gameState: 'won',
  gameNumber: 326,
  targetWord: 'PLANET',
  analysisProof: 'v1.proof',
  ...over,
});

describe('league links', () => {
  it('knows a league id, and what cannot be one', () => {
    expect(LEAGUE_ID.test(ID)).toBe(true);
    expect(LEAGUE_ID.test('short')).toBe(false);
    expect(LEAGUE_ID.test(`${ID}x`)).toBe(false);
    expect(LEAGUE_ID.test('abcdefghijklmno!')).toBe(false);
  });

  it('makes the link from the site address, with no token in it', () => {
    expect(leagueLink('https://hexle.example/', ID)).toBe(`https://hexle.example/?league=${ID}`);
  });
});

describe('memberships', () => {
  it('leaves no entry once the last membership goes, so a browser in no league is not taken for one', () => {
    const store = memoryStore();
    writeMemberships(store, [membership()]);
    writeMemberships(store, []);
    expect(store.map.has('hexle.leagues')).toBe(false);
    expect(readMemberships(store)).toEqual([]);
  });

  it('keeps memberships in storage and drops entries that are not one, and a second of a league', () => {
    const store = memoryStore();
    writeMemberships(store, [membership()]);
    expect(readMemberships(store)).toEqual([membership()]);
    store.map.set(
      'hexle.leagues',
      JSON.stringify([
        membership(),
        { id: ID },
        membership(ID, { name: 'Again' }),
        'junk',
        { ...membership(), member_token: 'x' },
      ]),
    );
    expect(readMemberships(store)).toEqual([membership()]);
    store.map.set('hexle.leagues', '{not json');
    expect(readMemberships(store)).toEqual([]);
  });

  it('checks every field of a membership', () => {
    expect(isMembership(membership())).toBe(true);
    expect(isMembership({ ...membership(), posted: 'x' })).toBe(false);
    expect(isMembership({ ...membership(), member_id: '' })).toBe(false);
    expect(isMembership({ ...membership(), refused: 3 })).toBe(false);
  });

  it('adds, replaces and removes memberships, and stops at the most a browser may hold', () => {
    const other = membership('ABCDEFGHIJKLMNOP');
    expect(withMembership([membership()], other)).toEqual([membership(), other]);
    expect(withMembership([membership(), other], membership(ID, { name: 'New' }))[0]?.name).toBe('New');
    expect(withoutLeague([membership(), other], ID)).toEqual([other]);
    const many = Array.from({ length: MAX_LEAGUES }, (_, i) =>
      membership(`${'a'.repeat(14)}${String(i).padStart(2, '0')}`),
    );
    expect(canJoinAnother(many.slice(1))).toBe(true);
    expect(canJoinAnother(many)).toBe(false);
  });

  it('takes names of 1 to max characters once spaces are cleaned', () => {
    expect(nameFits('  Ada  ', 20)).toBe(true);
    expect(nameFits('   ', 20)).toBe(false);
    expect(nameFits('a'.repeat(21), 20)).toBe(false);
    expect(nameFits('😀'.repeat(20), 20)).toBe(true);
  });
});

describe('posting results', () => {
  it('makes a result of a finished daily game with its proof, and none of a game in play or unprovable', () => {
    expect(finishedDailyGame(game({}))).toEqual({
      gameNumber: 326,
      guesses: ['GARDEN', 'SILVER', 'PLANET'],
      proof: 'v1.proof',
    });
    expect(finishedDailyGame(game({ gameState: 'playing' }))).toBeNull();
    expect(finishedDailyGame(game({ gameNumber: null }))).toBeNull();
    expect(finishedDailyGame(game({ analysisProof: undefined }))).toBeNull();
    expect(finishedDailyGame(game({ guesses: ['PLANET'], analysisProof: undefined }))).toEqual({
      gameNumber: 326,
      guesses: ['PLANET'],
      proof: null,
    });
    expect(finishedDailyGame(null)).toBeNull();
  });

  it('sends each game once: answered (taken or refused) is never sent again; a later game is', () => {
    const fresh = membership();
    expect(awaitingResult([fresh], 326)).toEqual([fresh]);
    const taken = afterPost(fresh, 326, null);
    expect(taken).toEqual({ ...fresh, posted: 326 });
    expect(awaitingResult([taken], 326)).toEqual([]);
    const refused = afterPost(fresh, 326, 'guesses_unproven');
    expect(refused.refused).toBe('guesses_unproven');
    expect(awaitingResult([refused], 326)).toEqual([]);
    expect(awaitingResult([refused], 327)).toEqual([refused]);
    expect(afterPost(refused, 327, null)).toEqual({ ...fresh, posted: 327 });
  });

  it("sends a game's skill once, to a league that took its result without one", () => {
    const fresh = membership();
    expect(awaitingSkill([fresh], 326)).toEqual([]);
    const taken = afterPost(fresh, 326, null);
    expect(awaitingSkill([taken], 326)).toEqual([taken]);
    // Taken with its skill, or refused: nothing more to send for that game.
    const skilled = afterPost(taken, 326, null, true);
    expect(skilled).toEqual({ ...fresh, posted: 326, skilled: 326 });
    expect(awaitingSkill([skilled], 326)).toEqual([]);
    expect(awaitingSkill([afterPost(fresh, 326, 'guesses_unproven')], 326)).toEqual([]);
    // Another day's result is not this game's.
    expect(awaitingSkill([afterPost(fresh, 325, null)], 326)).toEqual([]);
    expect(isMembership({ ...skilled, skilled: 'x' })).toBe(false);
  });

  it('says why a result was refused', () => {
    expect(refusalText(326, 'guesses_unproven')).toBe(
      'Your result of game 326 was not taken: the server could not prove its guesses.',
    );
    expect(refusalText(326, 'result_out_of_order')).toBe(
      'Your result of game 326 was not taken: you had posted a later game already.',
    );
    expect(refusalText(326, 'odd')).toContain('(odd)');
  });
});

describe('the board', () => {
  it('reads results, averages and grids as a player sees them', () => {
    expect(resultText(true, 3)).toBe('3/7');
    expect(resultText(false, 7)).toBe('X/7');
    expect(averageText(null)).toBe('–');
    expect(averageText(3.456)).toBe('3.46');
    expect(averageText(3)).toBe('3');
    expect(gridLabel(['cpaaaa', 'cccccc'])).toBe(
      'Row 1: correct present absent absent absent absent. Row 2: correct correct correct correct correct correct',
    );
  });
});
