/** The types of game.js and the modules it gathers. */
export type { LetterResult } from './evaluation.js';
export declare const WORD_LENGTH: 6;
export declare const MAX_GUESSES: 7;
export declare const CHALLENGE_ID: RegExp;
export declare const PRACTICE_ID: RegExp;
/** The most practice words a browser sends as finished when it starts a practice game. */
export declare const PRACTICE_FINISHED_MOST: number;
export { evaluateGuess } from './evaluation.js';
export { guessWordOf, isGuessWord, isSixLetterWord } from './guess-word.js';
