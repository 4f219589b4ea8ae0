import { LATER_STORAGE_KEYS } from './later-storage-keys';
import { describe, expect, it, vi } from 'vitest';
import { isRecord, readEntry, removeEntry, STORAGE_KEYS, writeEntry, type KeyValueStore } from './storage';

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

function throwingStore(error: unknown): KeyValueStore {
  const fail = () => {
    throw error;
  };
  return { getItem: vi.fn(fail), setItem: vi.fn(fail), removeItem: vi.fn(fail) };
}

describe('STORAGE_KEYS', () => {
  const keys = { ...STORAGE_KEYS, ...LATER_STORAGE_KEYS };

  it("has thirteen distinct entries, the first script's and the later chunks' apart", () => {
    expect(Object.values(keys)).toHaveLength(13);
    expect(new Set(Object.values(keys)).size).toBe(13);
    expect(Object.keys(STORAGE_KEYS).filter((key) => key in LATER_STORAGE_KEYS)).toEqual([]);
  });

  it('names the game state, archive and challenge boards, the practice game and its statistics, statistics, settings, theme, time zone, its check time, the first visit, the league memberships and the challenges sent and told', () => {
    expect(Object.keys(keys).sort()).toEqual([
      'archiveGames',
      'challengeGames',
      'challenges',
      'gameState',
      'leagues',
      'practiceGame',
      'practiceStatistics',
      'settings',
      'statistics',
      'theme',
      'timeZone',
      'timeZoneCheckedAt',
      'welcomed',
    ]);
  });
});

describe('writeEntry', () => {
  it('stores the value as JSON', () => {
    const store = memoryStore();
    writeEntry(store, STORAGE_KEYS.statistics, [1, 2, 3]);
    expect(store.items.get('hexle.statistics')).toBe('[1,2,3]');
  });

  it('overwrites an earlier value', () => {
    const store = memoryStore({ 'hexle.theme': '"light"' });
    writeEntry(store, STORAGE_KEYS.theme, 'dark');
    expect(store.items.get('hexle.theme')).toBe('"dark"');
  });

  it.each([
    ['blocked storage', new DOMException('The operation is insecure.', 'SecurityError')],
    ['a full quota', new DOMException('Quota exceeded', 'QuotaExceededError')],
  ])('does not throw on %s', (_label, error) => {
    const store = throwingStore(error);
    expect(() => writeEntry(store, STORAGE_KEYS.gameState, { a: 1 })).not.toThrow();
    expect(store.setItem).toHaveBeenCalledWith('hexle.gameState', '{"a":1}');
  });
});

describe('readEntry', () => {
  it('reads back a written value that passes the guard', () => {
    const store = memoryStore();
    writeEntry(store, STORAGE_KEYS.statistics, [4, 5]);
    expect(readEntry(store, STORAGE_KEYS.statistics, isNumberList)).toEqual([4, 5]);
  });

  it('reads null for a missing entry', () => {
    expect(readEntry(memoryStore(), STORAGE_KEYS.statistics, isNumberList)).toBeNull();
  });

  it.each(['[1,2', 'undefined', '', "{'a':1}", 'NaN'])('reads null for corrupt JSON %j', (raw) => {
    const store = memoryStore({ 'hexle.statistics': raw });
    expect(readEntry(store, STORAGE_KEYS.statistics, isNumberList)).toBeNull();
  });

  it.each(['["1",2]', '{"0":1}', 'null', '3'])('reads null when the guard refuses %s', (raw) => {
    const store = memoryStore({ 'hexle.statistics': raw });
    expect(readEntry(store, STORAGE_KEYS.statistics, isNumberList)).toBeNull();
  });

  it('passes the parsed value to the guard', () => {
    const store = memoryStore({ 'hexle.settings': '{"hardMode":true}' });
    const seen: unknown[] = [];
    const guard = (value: unknown): value is { hardMode: boolean } => {
      seen.push(value);
      return isRecord(value);
    };
    expect(readEntry(store, STORAGE_KEYS.settings, guard)).toEqual({ hardMode: true });
    expect(seen).toEqual([{ hardMode: true }]);
  });

  it('reads from its own key only', () => {
    const store = memoryStore({ 'hexle.theme': '[1]' });
    expect(readEntry(store, STORAGE_KEYS.statistics, isNumberList)).toBeNull();
  });

  it('reads null and does not throw when storage is blocked', () => {
    const store = throwingStore(new DOMException('The operation is insecure.', 'SecurityError'));
    expect(readEntry(store, STORAGE_KEYS.statistics, isNumberList)).toBeNull();
  });

  it('reads null and does not throw when the guard throws', () => {
    const store = memoryStore({ 'hexle.statistics': '[1]' });
    const guard = (value: unknown): value is number[] => {
      throw new Error(`cannot check ${String(value)}`);
    };
    expect(readEntry(store, STORAGE_KEYS.statistics, guard)).toBeNull();
  });
});

describe('removeEntry', () => {
  it('removes only that entry', () => {
    const store = memoryStore({ 'hexle.statistics': '[1]', 'hexle.theme': '"dark"' });
    removeEntry(store, STORAGE_KEYS.statistics);
    expect([...store.items.entries()]).toEqual([['hexle.theme', '"dark"']]);
  });

  it('does not throw when storage is blocked', () => {
    const store = throwingStore(new DOMException('The operation is insecure.', 'SecurityError'));
    expect(() => removeEntry(store, STORAGE_KEYS.statistics)).not.toThrow();
    expect(store.removeItem).toHaveBeenCalledWith('hexle.statistics');
  });
});

describe('isRecord', () => {
  it('accepts plain objects', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ a: 1 })).toBe(true);
  });

  it.each([null, undefined, [], 'text', 1, true])('rejects %j', (value) => {
    expect(isRecord(value)).toBe(false);
  });
});

describe('with window.localStorage', () => {
  it('writes, reads and removes an entry', () => {
    writeEntry(localStorage, STORAGE_KEYS.settings, { hardMode: true });
    expect(localStorage.getItem('hexle.settings')).toBe('{"hardMode":true}');
    expect(readEntry(localStorage, STORAGE_KEYS.settings, isRecord)).toEqual({ hardMode: true });
    removeEntry(localStorage, STORAGE_KEYS.settings);
    expect(localStorage.getItem('hexle.settings')).toBeNull();
  });
});
