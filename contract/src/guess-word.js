// @ts-check
/*
 * The six-letter rule: a word of the game is exactly WORD_LENGTH letters of the English
 * alphabet. People and files may write it in either case; the game keeps, sends and compares it
 * in capitals. The letters are checked before anything is upper-cased, because toUpperCase maps
 * other letters onto A-Z ("ſ" to S, "ı" to I, "ß" to SS): checked after it, "ſtrong" would
 * be taken for STRONG.
 */
// Six is WORD_LENGTH (game-size.js); written out, the page's first load is some bytes smaller, and
// the spec checks that the two agree.
const EITHER_CASE = /^[A-Za-z]{6}$/;
const CAPITALS = /^[A-Z]{6}$/;

/**
 * Whether text is a word of the game in either case: a request's guess, a word list's line, an
 * operator's argument.
 * @param {string} text
 * @returns {boolean}
 */
export function isSixLetterWord(text) {
  return EITHER_CASE.test(text);
}

/**
 * A word of the game given in either case, in the capitals it is kept in; null when the text
 * is not one.
 * @param {string} text
 * @returns {string | null}
 */
export function guessWordOf(text) {
  return EITHER_CASE.test(text) ? text.toUpperCase() : null;
}

/**
 * Whether a value is a word of the game as it is kept: six capitals A-Z. For what the game wrote
 * itself and reads back (a reply, a saved game, a sealed id), where another case means damage.
 * @param {unknown} value
 * @returns {value is string}
 */
export function isGuessWord(value) {
  return typeof value === 'string' && CAPITALS.test(value);
}
