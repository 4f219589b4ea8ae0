// @ts-check
/** Letters in a word. */
export const WORD_LENGTH = 6;
/** Guesses in a game. */
export const MAX_GUESSES = 7;
