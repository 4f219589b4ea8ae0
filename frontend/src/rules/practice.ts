import { isGuessWord, PRACTICE_ID } from '@hexle/contract/game';
import { readPracticeStatistics, recordPracticeGame } from './practice-statistics';
import { isProof } from './proof';
import { isSavedGame, type SavedGame } from './saved-game';
import { isRecord, readEntry, removeEntry, writeEntry, type KeyValueStore } from '../platform/storage';
import { LATER_STORAGE_KEYS } from '../platform/later-storage-keys';

/**
 * Practice games, kept apart from today's game: the one in progress (or just ended) with the id
 * the server sealed it in; its end counted in practice's own statistics (practice-statistics.ts).
 */
export interface PracticeEntry {
  /** The server's id of the game: the only way to play it (it tells nothing of the word). */
  id: string;
  /** The board; none until the first render has kept one. */
  game?: SavedGame;
  /** The game's end is in the practice statistics already. */
  recorded?: true;
}

/** The address of practice: a page with it plays the practice game in progress, else a new one. */
export const practiceLink = (siteUrl: string) => `${siteUrl.replace(/\/$/, '')}/?practice`;

/**
 * A practice board: as any saved game, or one given up (lost before the seventh guess, with the
 * word the server told, and the proof the give-up was sent with kept for its analysis).
 */
export function isPracticeGame(value: unknown): value is SavedGame {
  if (isSavedGame(value)) return true;
  return (
    isRecord(value) &&
    value.gameState === 'lost' &&
    isGuessWord(value.targetWord) &&
    value.proof === undefined &&
    (value.analysisProof === undefined || isProof(value.analysisProof)) &&
    Array.isArray(value.guesses) &&
    value.guesses.length > 0 &&
    (value.meaning === undefined || isRecord(value.meaning)) &&
    // The rows as they were in play: consistent, none of them a win, fewer than seven.
    isSavedGame({ ...value, gameState: 'playing', targetWord: null, meaning: undefined, analysisProof: undefined })
  );
}

function isPracticeEntry(value: unknown): value is PracticeEntry {
  if (!isRecord(value) || typeof value.id !== 'string' || !PRACTICE_ID.test(value.id)) return false;
  return (value.game === undefined || isPracticeGame(value.game)) && (value.recorded ?? true) === true;
}

export const readPractice = (store: KeyValueStore) =>
  readEntry(store, LATER_STORAGE_KEYS.practiceGame, isPracticeEntry);

export const writePractice = (store: KeyValueStore, entry: PracticeEntry) =>
  writeEntry(store, LATER_STORAGE_KEYS.practiceGame, entry);

/** A practice game the server will no longer play (expired, another connection's): the next page starts anew. */
export const forgetPractice = (store: KeyValueStore) => removeEntry(store, LATER_STORAGE_KEYS.practiceGame);

/**
 * Keeps a practice board under its id; the first time it is seen ended, the game goes into the
 * practice statistics, once (a reload, or another tab, finds it recorded).
 */
export function keepPracticeGame(store: KeyValueStore, game: SavedGame): void {
  const entry = readPractice(store);
  // No id yet (the server has not answered): there is no game to keep.
  if (!entry) return;
  const ended = game.gameState !== 'playing';
  if (ended && !entry.recorded) {
    writeEntry(store, LATER_STORAGE_KEYS.practiceStatistics, recordPracticeGame(readPracticeStatistics(store), game));
  }
  writePractice(store, { id: entry.id, game, ...(ended ? { recorded: true } : {}) });
}
