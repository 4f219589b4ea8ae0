import { MAX_GUESSES } from './constants';
import { isCalendarDate, type CalendarDate } from './dates';
import { isEvaluation, type LetterResult } from './evaluation';
import { isProof } from './proof';
import { isRecord } from '../platform/storage';
import { isGuessWord } from '@hexle/contract/game';
import type { WordMeaningReply } from '@hexle/contract/wire';

export type GameStatus = 'playing' | 'won' | 'lost';

/** The part of a game kept in local storage, bound to the player's date it started on. */
export interface SavedGame {
  date: CalendarDate;
  guesses: string[];
  evaluations: LetterResult[][];
  gameState: GameStatus;
  gameNumber: number | null;
  /** The answer: known after a win, and after a loss once the server revealed it. */
  targetWord: string | null;
  /** Set when hard mode was on for every guess so far (the share text's `*`). */
  hardMode?: boolean;
  /** The server's proof for the guesses so far, sent with the next check (the loss reveal's chain). */
  proof?: string;
  /**
   * Once the game is over: the proof its last check (or its give-up) was sent with, which an
   * analysis of the game sends again. A field of its own, so that a page of an earlier release,
   * which refuses a finished board with a proof, still reads the board.
   */
  analysisProof?: string;
  /**
   * What the answer means, as the server sent it with the word: kept with the answer, so the end
   * view shows it after a reload too. Only its being an object is checked here; the end view checks
   * the rest (rules/meaning.ts) and shows nothing for one it cannot read.
   */
  meaning?: WordMeaningReply;
}

const isWinningRow = (evaluation: LetterResult[]) => evaluation.every((result) => result === 'correct');

export function isSavedGame(value: unknown): value is SavedGame {
  if (!isRecord(value)) return false;
  const { date, guesses, evaluations, gameState, gameNumber, targetWord, hardMode, proof, analysisProof, meaning } =
    value;
  if (!isCalendarDate(date)) return false;
  if (meaning !== undefined && !(isRecord(meaning) && targetWord)) return false;
  if (hardMode !== undefined && typeof hardMode !== 'boolean') return false;
  if (proof !== undefined && !(isProof(proof) && gameState === 'playing')) return false;
  if (analysisProof !== undefined && !(isProof(analysisProof) && gameState !== 'playing')) return false;
  if (!Array.isArray(guesses) || guesses.length > MAX_GUESSES || !guesses.every(isGuessWord)) return false;
  if (!Array.isArray(evaluations) || evaluations.length !== guesses.length || !evaluations.every(isEvaluation)) {
    return false;
  }
  if (gameNumber !== null && !(Number.isSafeInteger(gameNumber) && (gameNumber as number) > 0)) return false;
  if (targetWord !== null && !isGuessWord(targetWord)) return false;

  // The recorded outcome must agree with the rows, so a tampered entry cannot end a game.
  const wins = evaluations.filter(isWinningRow).length;
  const lastWins = evaluations.length > 0 && isWinningRow(evaluations[evaluations.length - 1]);
  switch (gameState) {
    case 'playing':
      return wins === 0 && guesses.length < MAX_GUESSES && targetWord === null;
    case 'won':
      return wins === 1 && lastWins && targetWord === guesses[guesses.length - 1];
    case 'lost':
      return wins === 0 && guesses.length === MAX_GUESSES;
    default:
      return false;
  }
}

/** The saved game, only when it belongs to today's date in the player's time zone. */
export function restoreGame(saved: SavedGame | null, today: CalendarDate): SavedGame | null {
  return saved !== null && saved.date === today ? saved : null;
}

export function freshGame(date: CalendarDate, gameNumber: number | null): SavedGame {
  return { date, guesses: [], evaluations: [], gameState: 'playing', gameNumber, targetWord: null };
}

/**
 * Whether `candidate` is a later state of play than `current`: a later date, or the same date
 * with more guesses or a game number where there was none. Tabs adopt newer saves and never
 * overwrite them with older ones.
 */
export function isNewerGame(candidate: SavedGame, current: SavedGame): boolean {
  if (candidate.date !== current.date) return candidate.date > current.date;
  if (candidate.guesses.length !== current.guesses.length) return candidate.guesses.length > current.guesses.length;
  return candidate.gameNumber !== null && current.gameNumber === null;
}
