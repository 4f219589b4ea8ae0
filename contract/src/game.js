// @ts-check
/**
 * The game's rules that the API and the page both state: its size, the shape of the ids a link
 * carries, and how a guess is coloured (the API colours; the page's tests colour as it does).
 * One module each, so a page's chunk carries only the ones it uses.
 */
export { WORD_LENGTH, MAX_GUESSES } from './game-size.js';
export { CHALLENGE_ID } from './challenge-id.js';
export { PRACTICE_ID } from './practice-id.js';
export { evaluateGuess } from './evaluation.js';
