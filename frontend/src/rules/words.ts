const LETTER = /^[a-z]$/i;

/** Only the 26 letters a-z count as input; other scripts' letters are refused. */
export function isLetter(key: string): boolean {
  return LETTER.test(key);
}
