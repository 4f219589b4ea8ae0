import { MAX_GUESSES, WIN_WORD_MS, WORD_LENGTH } from '../rules/constants';
import type { CalendarDate } from '../rules/dates';
import type { LetterResult } from '../rules/evaluation';
import type { WordMeaningReply } from '@hexle/contract/wire';
import { freshGame, type GameStatus, type SavedGame } from '../rules/saved-game';
import { winWord } from '../rules/win-words';

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
  /** A guess is being checked: input waits. */
  isLoading: boolean;
  /** The day's game number is being fetched: letters are still taken. */
  dayLoading: boolean;
  /** Rows whose flip has ended: key colours and announcements follow these only. */
  revealedRows: number;
  message: GameMessage | null;
  /** Counts rejected guesses; the current row shakes when it changes. */
  rejections: number;
  nextMessageId: number;
  /** False from a new day until the server has given that day's game number. */
  gameNumberConfirmed: boolean;
  /**
   * Counts the boards taken from elsewhere (another tab's, a practice give-up): a guess's reply
   * sent for the board before lands on no other.
   */
  adoptions: number;
}

export type GameAction =
  | { type: 'typed'; letter: string }
  | { type: 'erased' }
  | { type: 'rejected'; text: string; durationMs: number; clearsGuess?: boolean }
  | { type: 'messageShown'; text: string; durationMs: number | null }
  | { type: 'messageExpired'; id: number }
  | { type: 'loadingStarted' }
  | { type: 'loadingFinished' }
  | { type: 'dayLoadingStarted' }
  | { type: 'dayLoadingFailed' }
  | { type: 'gameNumberLoaded'; date: CalendarDate; gameNumber: number }
  /** Another tab saved a newer state of the game. */
  | { type: 'savedGameAdopted'; saved: SavedGame }
  | {
      type: 'guessChecked';
      date: CalendarDate;
      guess: string;
      evaluation: LetterResult[];
      isWinner: boolean;
      word: string | null;
      proof: string | null;
      meaning?: WordMeaningReply;
      hardMode: boolean;
    }
  | { type: 'revealEnded'; rows: number }
  | { type: 'newDay'; date: CalendarDate };

export function initialModel(saved: SavedGame): GameModel {
  const model: GameModel = {
    ...saved,
    currentGuess: '',
    isLoading: false,
    dayLoading: false,
    revealedRows: saved.guesses.length,
    message: null,
    rejections: 0,
    nextMessageId: 1,
    gameNumberConfirmed: saved.gameNumber !== null,
    adoptions: 0,
  };
  return withLossReveal(model);
}

export const lossRevealText = (word: string) => `The word was ${word}`;

/** After a loss the answer stays on the message line, as long as the server revealed it. */
function withLossReveal(model: GameModel): GameModel {
  if (model.gameState !== 'lost' || model.targetWord === null) return model;
  return withMessage(model, lossRevealText(model.targetWord), null);
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
    case 'dayLoadingStarted':
      return { ...model, dayLoading: true };
    case 'dayLoadingFailed':
      return { ...model, dayLoading: false };
    case 'gameNumberLoaded':
      if (action.date !== model.date) return model;
      return { ...model, gameNumber: action.gameNumber, gameNumberConfirmed: true, dayLoading: false };
    case 'savedGameAdopted': {
      const adopted = initialModel(action.saved);
      return {
        ...adopted,
        // What this tab was typing stays, as long as the game is still on.
        currentGuess: adopted.gameState === 'playing' ? model.currentGuess : '',
        isLoading: model.isLoading && action.saved.date === model.date,
        dayLoading: model.dayLoading && action.saved.date === model.date && action.saved.gameNumber === null,
        // The end of a game this tab showed goes with it when a game in play replaces it.
        message:
          adopted.message ?? (model.gameState !== 'playing' && adopted.gameState === 'playing' ? null : model.message),
        nextMessageId: model.nextMessageId + 1,
        rejections: model.rejections,
        adoptions: model.adoptions + 1,
      };
    }
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
        // The loss reveal: the server names the word with the seventh wrong guess of an intact chain.
        targetWord = action.word;
      }
      // The result is marked hard only when hard mode was on for every guess.
      const hardMode = action.hardMode && (model.guesses.length === 0 || model.hardMode === true);
      const next: GameModel = {
        ...model,
        guesses,
        evaluations,
        gameState,
        targetWord,
        hardMode,
        // Only the reply that tells the word carries its meaning.
        meaning: action.meaning,
        currentGuess: '',
        isLoading: false,
      };
      // In play, only the latest proof is of use, and a reply without one has broken the chain. At
      // the end the game's proof is kept apart (the last reply's, of every guess, or else the one the
      // last guess was sent with): an analysis of the game, and its leagues, are sent it.
      delete next.proof;
      const proof = action.proof ?? (gameState === 'playing' ? null : model.proof);
      if (proof) next[gameState === 'playing' ? 'proof' : 'analysisProof'] = proof;
      return next;
    }
    case 'revealEnded': {
      const revealedRows = Math.min(action.rows, model.guesses.length);
      const settled = { ...model, revealedRows };
      // The last row has just finished flipping: a word for the win, or the answer after a loss.
      if (model.revealedRows >= revealedRows || revealedRows < model.guesses.length) return settled;
      if (model.gameState === 'won') return withMessage(settled, winWord(model.guesses.length), WIN_WORD_MS);
      return withLossReveal(settled);
    }
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
  const { date, guesses, evaluations, gameState, gameNumber, targetWord, hardMode, proof, analysisProof, meaning } =
    model;
  return {
    date,
    guesses,
    evaluations,
    gameState,
    gameNumber,
    targetWord,
    ...(hardMode ? { hardMode } : {}),
    ...(proof ? { proof } : {}),
    ...(analysisProof ? { analysisProof } : {}),
    // Undefined without one: storage's JSON leaves it out.
    meaning,
  };
}
