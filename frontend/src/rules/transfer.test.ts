import { describe, expect, it } from 'vitest';
import { freshGame } from './saved-game';
import { DEFAULT_SETTINGS } from './settings';
import { emptyStatistics } from './statistics';
import { emptyPracticeStatistics, readPracticeStatistics } from './practice-statistics';
import { WORD_LENGTH } from './constants';
import { SENT_KEPT } from './challenges';
import { STORAGE_KEYS, type KeyValueStore } from '../platform/storage';
import { applyRecord, collectRecord, readPayload, recordChanges, TRANSFER_FINISHED_MOST, toPayload } from './transfer';
import { LATER_STORAGE_KEYS } from '../platform/later-storage-keys';

function memoryStore(entries: Record<string, unknown> = {}): KeyValueStore {
  const items = new Map(Object.entries(entries).map(([key, value]) => [key, JSON.stringify(value)]));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const statistics = { ...emptyStatistics(), gamesPlayed: 5, gamesWon: 4, currentStreak: 3, maxStreak: 4 };

describe('moving a record', () => {
  it('round-trips statistics, settings, theme and today’s game', () => {
    const game = freshGame('2026-11-23', 511);
    const from = memoryStore({
      [STORAGE_KEYS.statistics]: statistics,
      [STORAGE_KEYS.settings]: { ...DEFAULT_SETTINGS, hardMode: true, layout: 'dvorak', enterRight: true },
      [STORAGE_KEYS.theme]: 'dark',
      [STORAGE_KEYS.gameState]: game,
    });
    const record = readPayload(JSON.parse(JSON.stringify(toPayload(collectRecord(from)))));
    expect(record).not.toBeNull();
    const to = memoryStore();
    applyRecord(to, record!);
    expect(collectRecord(to)).toEqual({
      statistics,
      settings: { ...DEFAULT_SETTINGS, hardMode: true, layout: 'dvorak', enterRight: true },
      theme: 'dark',
      game,
      leagues: [],
      practice: emptyPracticeStatistics(),
      challenges: [],
    });
  });

  it("carries the challenges sent with their tokens, adds them to this device's, and refuses any that is not one", () => {
    const sent = (n: number) => ({
      id: `c${String(n).padStart(21, '0')}`,
      sender_token: 'S'.repeat(43),
      word: 'planet',
    });
    const from = memoryStore({
      [LATER_STORAGE_KEYS.challenges]: { sent: [sent(1), sent(2)], told: [sent(9).id], name: 'Ann' },
    });
    const payload = toPayload(collectRecord(from));
    // What the sender sent, not which friends' challenges it told or the name it showed them.
    expect(payload.challenges).toEqual([sent(1), sent(2)]);
    expect(toPayload(collectRecord(memoryStore()))).not.toHaveProperty('challenges');
    const record = readPayload(JSON.parse(JSON.stringify(payload)))!;
    const to = memoryStore({ [LATER_STORAGE_KEYS.challenges]: { sent: [sent(2), sent(3)], told: [] } });
    expect(recordChanges(collectRecord(to), record)).toContainEqual({ what: 'Challenges sent', from: '2', to: '3' });
    applyRecord(to, record);
    expect(collectRecord(to).challenges).toEqual([sent(2), sent(3), sent(1)]);
    expect(readPayload({ ...payload, challenges: [{ ...sent(1), sender_token: 'short' }] })).toBeNull();
    expect(
      readPayload({ ...payload, challenges: Array.from({ length: SENT_KEPT + 1 }, (_, n) => sent(n)) }),
    ).toBeNull();
    expect(readPayload({ ...payload, challenges: 'x' })).toBeNull();
  });

  it("carries practice's figures and its newest finished words, and says when the figures would change", () => {
    const finished = Array.from({ length: TRANSFER_FINISHED_MOST + 5 }, (_, index) =>
      String.fromCharCode(65 + (index % 26)).repeat(WORD_LENGTH),
    ).join('');
    const practice = { gamesPlayed: 1005, gamesWon: 900, guessDistribution: [0, 100, 300, 300, 150, 50, 0], finished };
    const payload = toPayload(collectRecord(memoryStore({ [LATER_STORAGE_KEYS.practiceStatistics]: practice })));
    const carried = { ...practice, finished: finished.slice(-TRANSFER_FINISHED_MOST * WORD_LENGTH) };
    expect(payload.practice).toEqual(carried);
    expect(JSON.stringify(payload).length).toBeLessThan(16_384 / 2);
    const record = readPayload(JSON.parse(JSON.stringify(payload)));
    expect(recordChanges(collectRecord(memoryStore()), record!)).toContainEqual({
      what: 'Practice',
      from: '0 played, 0% won',
      to: '1005 played, 90% won',
    });
    const to = memoryStore({
      [LATER_STORAGE_KEYS.practiceStatistics]: { ...emptyPracticeStatistics(), finished: 'CHAIRS' },
    });
    applyRecord(to, record!);
    expect(readPracticeStatistics(to)).toEqual(carried);
  });

  it("leaves this device's practice as it is for a record of an earlier release, and refuses practice of the wrong kind", () => {
    const earlier = toPayload(collectRecord(memoryStore()));
    delete earlier.practice;
    const record = readPayload(earlier);
    expect(record?.practice).toBeNull();
    const here = { ...emptyPracticeStatistics(), gamesPlayed: 2, finished: 'CHAIRSBAKING' };
    const to = memoryStore({ [LATER_STORAGE_KEYS.practiceStatistics]: here });
    expect(recordChanges(collectRecord(to), record!)).toEqual([]);
    applyRecord(to, record!);
    expect(readPracticeStatistics(to)).toEqual(here);
    expect(readPayload({ ...earlier, practice: { ...here, gamesWon: 3 } })).toBeNull();
    expect(readPayload({ ...earlier, practice: { ...here, finished: 'chairs' } })).toBeNull();
    expect(readPayload({ ...earlier, practice: 'none' })).toBeNull();
  });

  it('carries league memberships as the API takes them (id and token only), and refuses any that is not one', () => {
    const membership = {
      id: 'abcdefghijklmnop',
      member_token: 'T'.repeat(43),
      member_id: 'm'.repeat(12),
      name: 'Lunch',
    };
    const from = memoryStore({ [LATER_STORAGE_KEYS.leagues]: [membership] });
    const payload = toPayload(collectRecord(from));
    expect(payload.leagues).toEqual([{ id: membership.id, member_token: membership.member_token }]);
    expect(readPayload(payload)?.leagues).toEqual([{ id: membership.id, member_token: membership.member_token }]);
    expect(toPayload(collectRecord(memoryStore()))).not.toHaveProperty('leagues');
    expect(readPayload({ ...payload, leagues: [{ ...membership }] })).toBeNull();
    expect(readPayload({ ...payload, leagues: 'x' })).toBeNull();
    const here = collectRecord(memoryStore());
    expect(
      recordChanges(here, { ...here, leagues: [{ id: membership.id, member_token: membership.member_token }] }),
    ).toEqual([{ what: 'Leagues', from: '0', to: '1' }]);
  });

  it('refuses a record that fails the local storage checks', () => {
    const good = toPayload(collectRecord(memoryStore({ [STORAGE_KEYS.statistics]: statistics })));
    expect(readPayload(good)).not.toBeNull();
    expect(readPayload({ ...good, version: 2 })).toBeNull();
    expect(readPayload({ ...good, statistics: { ...statistics, gamesWon: 9 } })).toBeNull();
    expect(readPayload({ ...good, theme: 'purple' })).toBeNull();
    expect(readPayload({ ...good, game: { ...freshGame('2026-11-23', 1), gameState: 'won' } })).toBeNull();
    expect(readPayload('statistics')).toBeNull();
  });

  it('lists only what would change', () => {
    const here = collectRecord(memoryStore());
    const there = { ...here, statistics };
    expect(recordChanges(here, there)).toEqual([
      {
        what: 'Statistics',
        from: '0 played, 0% won, streak 0 (best 0)',
        to: '5 played, 80% won, streak 3 (best 4)',
      },
    ]);
    expect(recordChanges(here, here)).toEqual([]);
  });

  it('carries the keyboard layout, the Enter side and the count, and says when they would change', () => {
    const settings = { ...DEFAULT_SETTINGS, layout: 'azerty', enterRight: true, possibleCount: true };
    const payload = toPayload(collectRecord(memoryStore({ [STORAGE_KEYS.settings]: settings })));
    const record = readPayload(JSON.parse(JSON.stringify(payload)));
    expect(record?.settings).toEqual(settings);
    expect(recordChanges(collectRecord(memoryStore()), record!)).toContainEqual({
      what: 'Settings',
      from: 'hard mode off, high contrast off, QWERTY keys with Enter on the left, possible words left off',
      to: 'hard mode off, high contrast off, AZERTY keys with Enter on the right, possible words left on',
    });
  });

  it('reads a record of an earlier release, without them, as QWERTY, Enter on the left and no count; refuses one of the wrong kind', () => {
    const good = toPayload(collectRecord(memoryStore()));
    expect(readPayload({ ...good, settings: { hardMode: true, highContrast: true } })?.settings).toEqual({
      ...DEFAULT_SETTINGS,
      hardMode: true,
      highContrast: true,
    });
    expect(readPayload({ ...good, settings: { ...DEFAULT_SETTINGS, layout: 'bepo' } })).toBeNull();
    expect(readPayload({ ...good, settings: { ...DEFAULT_SETTINGS, enterRight: 'right' } })).toBeNull();
    expect(readPayload({ ...good, settings: { ...DEFAULT_SETTINGS, possibleCount: 'on' } })).toBeNull();
  });
});
