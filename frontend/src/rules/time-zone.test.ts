import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type KeyValueStore } from '../platform/storage';
import { playerTimeZone } from './time-zone';

class MemoryStore implements KeyValueStore {
  readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}

function storeWith(zone: string, checkedAt: string | number): MemoryStore {
  const store = new MemoryStore();
  store.setItem(STORAGE_KEYS.timeZone, JSON.stringify(zone));
  store.setItem(STORAGE_KEYS.timeZoneCheckedAt, typeof checkedAt === 'number' ? String(checkedAt) : checkedAt);
  return store;
}

const at = (iso: string) => Date.parse(iso);

describe('playerTimeZone', () => {
  describe('first use', () => {
    it('detects the zone and stores it with the time of the check', () => {
      const store = new MemoryStore();
      const detect = vi.fn(() => 'Europe/Paris');
      const now = at('2026-11-22T09:00:00Z');

      expect(playerTimeZone(store, now, detect)).toBe('Europe/Paris');
      expect(detect).toHaveBeenCalledTimes(1);
      expect(store.getItem(STORAGE_KEYS.timeZone)).toBe('"Europe/Paris"');
      expect(store.getItem(STORAGE_KEYS.timeZoneCheckedAt)).toBe(String(now));
    });
  });

  describe('on the same date in the stored zone', () => {
    it('keeps the stored zone without detecting', () => {
      const checkedAt = at('2026-11-22T01:00:00Z');
      const store = storeWith('Asia/Tokyo', checkedAt);
      const detect = vi.fn(() => 'Europe/Paris');

      expect(playerTimeZone(store, at('2026-11-22T14:59:59Z'), detect)).toBe('Asia/Tokyo');
      expect(detect).not.toHaveBeenCalled();
      expect(store.getItem(STORAGE_KEYS.timeZone)).toBe('"Asia/Tokyo"');
      expect(store.getItem(STORAGE_KEYS.timeZoneCheckedAt)).toBe(String(checkedAt));
    });

    it('keeps the stored zone across a UTC date change that is the same date there', () => {
      const store = storeWith('America/Los_Angeles', at('2026-11-22T18:00:00Z'));
      const detect = vi.fn(() => 'Europe/Paris');

      expect(playerTimeZone(store, at('2026-11-23T07:00:00Z'), detect)).toBe('America/Los_Angeles');
      expect(detect).not.toHaveBeenCalled();
    });

    it('reads the date of the last check in the stored zone, not in UTC', () => {
      const store = storeWith('Asia/Tokyo', at('2026-11-22T16:00:00Z'));
      const detect = vi.fn(() => 'Europe/Paris');

      expect(playerTimeZone(store, at('2026-11-23T14:00:00Z'), detect)).toBe('Asia/Tokyo');
      expect(detect).not.toHaveBeenCalled();
    });

    it('keeps the stored zone when the clock is earlier than the last check', () => {
      const store = storeWith('Europe/Paris', at('2026-11-22T12:00:00Z'));
      const detect = vi.fn(() => 'Asia/Tokyo');

      expect(playerTimeZone(store, at('2026-11-20T12:00:00Z'), detect)).toBe('Europe/Paris');
      expect(detect).not.toHaveBeenCalled();
    });
  });

  describe('on a later date in the stored zone', () => {
    it('re-detects after midnight in the stored zone, though the UTC date is the same', () => {
      const store = storeWith('Asia/Tokyo', at('2026-11-22T14:00:00Z'));
      const detect = vi.fn(() => 'Europe/London');
      const now = at('2026-11-22T15:30:00Z');

      expect(playerTimeZone(store, now, detect)).toBe('Europe/London');
      expect(detect).toHaveBeenCalledTimes(1);
      expect(store.getItem(STORAGE_KEYS.timeZone)).toBe('"Europe/London"');
      expect(store.getItem(STORAGE_KEYS.timeZoneCheckedAt)).toBe(String(now));
    });

    it('re-detects after midnight in a zone behind UTC, though the UTC date is the same', () => {
      const store = storeWith('America/Los_Angeles', at('2026-11-22T07:00:00Z'));
      const detect = vi.fn(() => 'America/Denver');

      expect(playerTimeZone(store, at('2026-11-22T09:00:00Z'), detect)).toBe('America/Denver');
      expect(detect).toHaveBeenCalledTimes(1);
    });

    it('stores the time of the new check even when the zone is unchanged', () => {
      const store = storeWith('Asia/Tokyo', at('2026-11-22T14:00:00Z'));
      const now = at('2026-11-25T03:00:00Z');

      expect(playerTimeZone(store, now, () => 'Asia/Tokyo')).toBe('Asia/Tokyo');
      expect(store.getItem(STORAGE_KEYS.timeZoneCheckedAt)).toBe(String(now));
    });

    it('keeps the newly detected zone for the rest of that date', () => {
      const store = storeWith('Asia/Tokyo', at('2026-11-22T14:00:00Z'));
      playerTimeZone(store, at('2026-11-22T15:30:00Z'), () => 'Europe/London');
      const detect = vi.fn(() => 'Asia/Tokyo');

      expect(playerTimeZone(store, at('2026-11-22T23:00:00Z'), detect)).toBe('Europe/London');
      expect(detect).not.toHaveBeenCalled();
    });
  });

  describe('corrupt stored values', () => {
    const now = at('2026-11-22T09:00:00Z');
    const checkedAt = String(at('2026-11-22T08:00:00Z'));

    it.each<[string, string, string]>([
      ['an invalid zone name', '"Not/AZone"', checkedAt],
      ['an empty zone name', '""', checkedAt],
      ['a zone that is a number', '42', checkedAt],
      ['zone garbage JSON', '{Asia/Tokyo', checkedAt],
      ['an unquoted zone', 'Asia/Tokyo', checkedAt],
      ['a timestamp that is a string', '"Asia/Tokyo"', '"1795000000000"'],
      ['a negative timestamp', '"Asia/Tokyo"', '-5'],
      ['a null timestamp', '"Asia/Tokyo"', 'null'],
      ['timestamp garbage JSON', '"Asia/Tokyo"', 'soon'],
    ])('re-detects and overwrites %s', (_label, zone, timestamp) => {
      const store = new MemoryStore();
      store.setItem(STORAGE_KEYS.timeZone, zone);
      store.setItem(STORAGE_KEYS.timeZoneCheckedAt, timestamp);
      const detect = vi.fn(() => 'Europe/Paris');

      expect(playerTimeZone(store, now, detect)).toBe('Europe/Paris');
      expect(detect).toHaveBeenCalledTimes(1);
      expect(store.getItem(STORAGE_KEYS.timeZone)).toBe('"Europe/Paris"');
      expect(store.getItem(STORAGE_KEYS.timeZoneCheckedAt)).toBe(String(now));
    });

    it('re-detects when only the timestamp is missing', () => {
      const store = new MemoryStore();
      store.setItem(STORAGE_KEYS.timeZone, '"Asia/Tokyo"');
      const detect = vi.fn(() => 'Europe/Paris');

      expect(playerTimeZone(store, now, detect)).toBe('Europe/Paris');
      expect(store.getItem(STORAGE_KEYS.timeZoneCheckedAt)).toBe(String(now));
    });
  });

  describe('blocked storage', () => {
    it('still returns the detected zone', () => {
      const store: KeyValueStore = {
        getItem: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
        setItem: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
        removeItem: () => undefined,
      };
      expect(playerTimeZone(store, at('2026-11-22T09:00:00Z'), () => 'Europe/Paris')).toBe('Europe/Paris');
    });
  });
});
