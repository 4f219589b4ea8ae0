// @ts-check
/**
 * The error codes of the API's replies that the page acts on, by name: the API answers with them
 * and the page reads them (never the wording, which may change). In modules by the feature that
 * reads them, so a page's chunk carries only those it reads.
 */
export { ANSWER_CHANGED, GAME_NUMBER_MISMATCH, NOT_IN_WORD_LIST } from './error-codes/guess.js';
export { PRACTICE_EXPIRED, PRACTICE_NOT_FOUND, PRACTICE_OTHER_CLIENT } from './error-codes/practice.js';
export { GUESSES_UNPROVEN } from './error-codes/analysis.js';
export { CHALLENGE_NOT_FOUND, CHALLENGE_RESULT_EXISTS, CHALLENGE_RESULTS_FULL } from './error-codes/challenges.js';
