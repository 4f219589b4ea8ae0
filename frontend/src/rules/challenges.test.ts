import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../test/support/memory-store';
import { forgetSent, hasTold, keepSent, markTold, readChallenges, SENT_KEPT, TOLD_KEPT } from './challenges';
import { LATER_STORAGE_KEYS } from '../platform/later-storage-keys';

const id = (n: number) => `c${String(n).padStart(21, '0')}`;
const sent = (n: number) => ({ id: id(n), sender_token: 'T'.repeat(43), word: 'planet' });

describe("a browser's challenges", () => {
  it('keeps the challenges sent newest first, one entry a challenge, at most SENT_KEPT', () => {
    const store = memoryStore();
    for (let n = 0; n < SENT_KEPT + 3; n++) keepSent(store, sent(n));
    keepSent(store, sent(SENT_KEPT + 2));
    const kept = readChallenges(store).sent;
    expect(kept).toHaveLength(SENT_KEPT);
    expect(kept[0].id).toBe(id(SENT_KEPT + 2));
    expect(kept[1].id).toBe(id(SENT_KEPT + 1));
    expect(kept.at(-1)?.id).toBe(id(3));
    forgetSent(store, id(SENT_KEPT + 1));
    expect(readChallenges(store).sent.map(({ id }) => id)).not.toContain(id(SENT_KEPT + 1));
  });

  it('reads what is not a challenge as none: a bad id, token or word, or no record at all', () => {
    const store = memoryStore();
    expect(readChallenges(store)).toEqual({ sent: [], told: [] });
    store.setItem(
      LATER_STORAGE_KEYS.challenges,
      JSON.stringify({
        sent: [
          sent(1),
          { ...sent(2), id: 'short' },
          { ...sent(3), sender_token: 'x' },
          { ...sent(4), word: 'toolong' },
          7,
        ],
        told: [id(5), 'nope', 3],
        name: '',
      }),
    );
    expect(readChallenges(store)).toEqual({ sent: [sent(1)], told: [id(5)] });
    store.setItem(LATER_STORAGE_KEYS.challenges, '"nonsense"');
    expect(readChallenges(store)).toEqual({ sent: [], told: [] });
  });

  it('remembers which friends’ challenges were told, and the name last shown, without losing those sent', () => {
    const store = memoryStore();
    keepSent(store, sent(1));
    markTold(store, id(2), 'Ann');
    expect(hasTold(store, id(2))).toBe(true);
    expect(hasTold(store, id(3))).toBe(false);
    expect(readChallenges(store)).toEqual({ sent: [sent(1)], told: [id(2)], name: 'Ann' });
    // A result told without a name forgets the name: the next form starts blank.
    markTold(store, id(3), null);
    expect(readChallenges(store)).toEqual({ sent: [sent(1)], told: [id(2), id(3)] });
  });

  it('keeps the newest TOLD_KEPT challenges told', () => {
    const store = memoryStore();
    for (let n = 0; n < TOLD_KEPT + 5; n++) markTold(store, id(n), null);
    const { told } = readChallenges(store);
    expect(told).toHaveLength(TOLD_KEPT);
    expect(told[0]).toBe(id(5));
    expect(hasTold(store, id(4))).toBe(false);
  });
});
