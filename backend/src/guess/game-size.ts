export const WORD_LENGTH = 6;
export const MAX_GUESSES = 7;
