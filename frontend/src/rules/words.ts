import { WORD_LENGTH } from './constants';

const LETTER = /^[a-z]$/i;
const GUESS = new RegExp(`^[A-Z]{${WORD_LENGTH}}$`);

/** Only the 26 letters a-z count as input; other scripts' letters are refused. */
export function isLetter(key: string): boolean {
  return LETTER.test(key);
}

export function isGuessWord(value: unknown): value is string {
  return typeof value === 'string' && GUESS.test(value);
}
