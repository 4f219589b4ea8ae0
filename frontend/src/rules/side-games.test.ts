import { describe, expect, it } from 'vitest';
import type { LetterResult } from './evaluation';
import { freshGame, type SavedGame } from './saved-game';
import { archiveMarks, MAX_SIDE_GAMES, readSideGame, writeSideGame } from './side-games';
import { STORAGE_KEYS, type KeyValueStore } from '../platform/storage';
import { LATER_STORAGE_KEYS } from '../platform/later-storage-keys';

function memoryStore(): KeyValueStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const started: SavedGame = {
  ...freshGame('2025-07-01', 2),
  guesses: ['STREAM'],
  evaluations: [['absent', 'absent', 'absent', 'absent', 'absent', 'absent']],
};
const won: SavedGame = {
  ...freshGame('2025-07-02', 3),
  guesses: ['PLANET'],
  evaluations: [Array<LetterResult>(6).fill('correct')],
  gameState: 'won',
  targetWord: 'PLANET',
};

describe('archive and challenge boards', () => {
  it('keeps one board per game, apart from today’s game', () => {
    const store = memoryStore();
    writeSideGame(store, 'archive', '2', started);
    writeSideGame(store, 'archive', '3', won);
    writeSideGame(store, 'challenge', 'abc', started);
    expect(readSideGame(store, 'archive', '2')).toEqual(started);
    expect(readSideGame(store, 'archive', '3')).toEqual(won);
    expect(readSideGame(store, 'challenge', 'abc')).toEqual(started);
    expect(readSideGame(store, 'challenge', '2')).toBeNull();
    expect(store.items.has(STORAGE_KEYS.gameState)).toBe(false);
  });

  it('marks won, lost and started games', () => {
    const store = memoryStore();
    writeSideGame(store, 'archive', '2', started);
    writeSideGame(store, 'archive', '3', won);
    expect([...archiveMarks(store)]).toEqual([
      [2, 'started'],
      [3, 'won'],
    ]);
  });

  it('reads a tampered board as never played, and keeps the good ones', () => {
    const store = memoryStore();
    writeSideGame(store, 'archive', '2', started);
    const shelf = JSON.parse(store.items.get(LATER_STORAGE_KEYS.archiveGames)!) as Record<string, unknown>;
    shelf['3'] = { ...won, gameState: 'won', targetWord: 'STRIPE' };
    store.items.set(LATER_STORAGE_KEYS.archiveGames, JSON.stringify(shelf));
    expect(readSideGame(store, 'archive', '3')).toBeNull();
    expect(readSideGame(store, 'archive', '2')).toEqual(started);
  });

  it('drops the oldest boards beyond its bound', () => {
    const store = memoryStore();
    for (let n = 1; n <= MAX_SIDE_GAMES + 2; n++) writeSideGame(store, 'challenge', `id${n}`, started);
    expect(readSideGame(store, 'challenge', 'id1')).toBeNull();
    expect(readSideGame(store, 'challenge', 'id3')).toEqual(started);
    expect(readSideGame(store, 'challenge', `id${MAX_SIDE_GAMES + 2}`)).toEqual(started);
  });
});
