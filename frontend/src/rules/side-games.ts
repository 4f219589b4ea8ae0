import { isSavedGame, type GameStatus, type SavedGame } from './saved-game';
import { isRecord, readEntry, writeEntry, type KeyValueStore } from '../platform/storage';
import { LATER_STORAGE_KEYS } from '../platform/later-storage-keys';

/**
 * Boards of archive games and challenges, kept apart from today's game: one per game number
 * (or challenge id), each checked as a saved game is; a bad one reads as never played.
 */
export type SideGameKind = 'archive' | 'challenge';

const KEYS = { archive: LATER_STORAGE_KEYS.archiveGames, challenge: LATER_STORAGE_KEYS.challengeGames } as const;
/** The oldest boards go first once a shelf is this full, so storage never fills up. */
export const MAX_SIDE_GAMES = 400;

function readShelf(store: KeyValueStore, kind: SideGameKind): Record<string, SavedGame> {
  const raw = readEntry(store, KEYS[kind], isRecord) ?? {};
  const shelf: Record<string, SavedGame> = {};
  for (const [id, game] of Object.entries(raw)) if (isSavedGame(game)) shelf[id] = game;
  return shelf;
}

export function readSideGame(store: KeyValueStore, kind: SideGameKind, id: string): SavedGame | null {
  return readShelf(store, kind)[id] ?? null;
}

export function writeSideGame(store: KeyValueStore, kind: SideGameKind, id: string, game: SavedGame): void {
  const shelf = readShelf(store, kind);
  delete shelf[id];
  shelf[id] = game;
  const ids = Object.keys(shelf);
  for (const old of ids.slice(0, Math.max(0, ids.length - MAX_SIDE_GAMES))) delete shelf[old];
  writeEntry(store, KEYS[kind], shelf);
}

export function forgetSideGame(store: KeyValueStore, kind: SideGameKind, id: string): void {
  const shelf = readShelf(store, kind);
  delete shelf[id];
  writeEntry(store, KEYS[kind], shelf);
}

export type ArchiveMark = 'won' | 'lost' | 'started';

/** What the player has done with each archive game: won, lost, or started (a guess made). */
export function archiveMarks(store: KeyValueStore): Map<number, ArchiveMark> {
  const marks = new Map<number, ArchiveMark>();
  for (const [id, game] of Object.entries(readShelf(store, 'archive'))) {
    const mark = markOf(game.gameState, game.guesses.length);
    if (mark) marks.set(Number(id), mark);
  }
  return marks;
}

function markOf(state: GameStatus, guesses: number): ArchiveMark | null {
  if (state !== 'playing') return state;
  return guesses > 0 ? 'started' : null;
}
