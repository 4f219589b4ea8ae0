import { MAX_GUESSES, WORD_LENGTH } from '../lib/constants';
import type { CalendarDate } from '../lib/dates';
import type { LetterResult } from '../lib/evaluation';
import { freshGame, type GameStatus, type SavedGame } from '../lib/saved-game';

export interface GameMessage {
  id: number;
  text: string;
  /** null: stays until something replaces it. */
  durationMs: number | null;
  /** The current guess is emptied when the message goes (the not-in-word-list rule). */
  clearsGuess: boolean;
}

export interface GameModel extends SavedGame {
  currentGuess: string;
  isLoading: boolean;
  /** Rows whose flip has ended: key colours and announcements follow these only. */
  revealedRows: number;
  message: GameMessage | null;
  /** Counts rejected guesses; the current row shakes when it changes. */
  rejections: number;
  nextMessageId: number;
  /** False from a new day until the server has given that day's game number. */
  gameNumberConfirmed: boolean;
}

export type GameAction =
  | { type: 'typed'; letter: string }
  | { type: 'erased' }
  | { type: 'rejected'; text: string; durationMs: number; clearsGuess?: boolean }
  | { type: 'messageShown'; text: string; durationMs: number | null }
  | { type: 'messageExpired'; id: number }
  | { type: 'loadingStarted' }
  | { type: 'loadingFinished' }
  | { type: 'gameNumberLoaded'; date: CalendarDate; gameNumber: number }
  | {
      type: 'guessChecked';
      date: CalendarDate;
      guess: string;
      evaluation: LetterResult[];
      isWinner: boolean;
      word: string | null;
      hardMode: boolean;
    }
  | { type: 'revealEnded'; rows: number }
  | { type: 'newDay'; date: CalendarDate };

export function initialModel(saved: SavedGame): GameModel {
  return {
    ...saved,
    currentGuess: '',
    isLoading: false,
    revealedRows: saved.guesses.length,
    message: null,
    rejections: 0,
    nextMessageId: 1,
    gameNumberConfirmed: saved.gameNumber !== null,
  };
}

function withMessage(model: GameModel, text: string, durationMs: number | null, clearsGuess = false): GameModel {
  return {
    ...model,
    message: { id: model.nextMessageId, text, durationMs, clearsGuess },
    nextMessageId: model.nextMessageId + 1,
  };
}

export function gameReducer(model: GameModel, action: GameAction): GameModel {
  switch (action.type) {
    case 'typed':
      if (model.gameState !== 'playing' || model.currentGuess.length >= WORD_LENGTH) return model;
      return { ...keepEditedGuess(model), currentGuess: model.currentGuess + action.letter.toUpperCase() };
    case 'erased':
      if (model.gameState !== 'playing' || model.currentGuess.length === 0) return model;
      return { ...keepEditedGuess(model), currentGuess: model.currentGuess.slice(0, -1) };
    case 'rejected':
      return {
        ...withMessage(model, action.text, action.durationMs, action.clearsGuess),
        rejections: model.rejections + 1,
      };
    case 'messageShown':
      return withMessage(model, action.text, action.durationMs);
    case 'messageExpired':
      if (model.message?.id !== action.id) return model;
      return { ...model, message: null, currentGuess: model.message.clearsGuess ? '' : model.currentGuess };
    case 'loadingStarted':
      return { ...model, isLoading: true };
    case 'loadingFinished':
      return { ...model, isLoading: false };
    case 'gameNumberLoaded':
      if (action.date !== model.date) return model;
      return { ...model, gameNumber: action.gameNumber, gameNumberConfirmed: true, isLoading: false };
    case 'guessChecked': {
      // A reply for a game of an earlier date never lands in today's game, nor ends its loading.
      if (action.date !== model.date) return model;
      if (model.gameState !== 'playing') return { ...model, isLoading: false };
      const guesses = [...model.guesses, action.guess];
      const evaluations = [...model.evaluations, action.evaluation];
      let gameState: GameStatus = model.gameState;
      let targetWord = model.targetWord;
      if (action.isWinner) {
        gameState = 'won';
        targetWord = action.word ?? action.guess;
      } else if (model.guesses.length === MAX_GUESSES - 1) {
        gameState = 'lost';
      }
      // The result is marked hard only when hard mode was on for every guess.
      const hardMode = action.hardMode && (model.guesses.length === 0 || model.hardMode === true);
      return { ...model, guesses, evaluations, gameState, targetWord, hardMode, currentGuess: '', isLoading: false };
    }
    case 'revealEnded':
      return { ...model, revealedRows: Math.min(action.rows, model.guesses.length) };
    case 'newDay':
      return {
        ...initialModel(freshGame(action.date, model.gameNumber)),
        nextMessageId: model.nextMessageId,
        rejections: model.rejections,
        gameNumberConfirmed: false,
      };
  }
}

/** Editing the guess while 'Not in word list' shows keeps the edit when the message goes. */
function keepEditedGuess(model: GameModel): GameModel {
  return model.message?.clearsGuess ? { ...model, message: { ...model.message, clearsGuess: false } } : model;
}

export function savedPart(model: GameModel): SavedGame {
  const { date, guesses, evaluations, gameState, gameNumber, targetWord, hardMode } = model;
  return { date, guesses, evaluations, gameState, gameNumber, targetWord, ...(hardMode ? { hardMode } : {}) };
}
