// @ts-check
/**
 * The game's rules that the API, the page and the tools all state: its size, what a word of the
 * game is, the shape of the ids a link carries, and how a guess is coloured (the API colours; the
 * page's tests colour as it does). One module each, so a page's chunk carries only the ones it
 * uses. Hard mode's rule has an entry of its own (`@hexle/contract/hard-mode`): only sending a
 * guess uses it, and a bundler puts whatever this file gathers in the chunk of the page that
 * imports this file, the first load.
 */
export { WORD_LENGTH, MAX_GUESSES } from './game-size.js';
export { CHALLENGE_ID } from './challenge-id.js';
export { PRACTICE_ID, PRACTICE_FINISHED_MOST } from './practice-id.js';
export { evaluateGuess } from './evaluation.js';
export { guessWordOf, isGuessWord, isSixLetterWord } from './guess-word.js';
