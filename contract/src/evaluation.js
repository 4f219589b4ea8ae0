// @ts-check
/**
 * Colours a guess against the answer: exact matches first, then a letter is "present" only
 * while unmatched copies of it remain in the answer, left to right.
 * @param {string} guess
 * @param {string} answer
 * @returns {import('./evaluation.js').LetterResult[]}
 */
export function evaluateGuess(guess, answer) {
  if (guess.length !== answer.length) throw new Error('Guess and answer must have the same length');
  /** @type {import('./evaluation.js').LetterResult[]} */
  const result = new Array(guess.length).fill('absent');
  /** @type {Map<string, number>} */
  const unmatched = new Map();
  for (let i = 0; i < answer.length; i++) {
    if (guess[i] === answer[i]) result[i] = 'correct';
    else unmatched.set(answer[i], (unmatched.get(answer[i]) ?? 0) + 1);
  }
  for (let i = 0; i < guess.length; i++) {
    if (result[i] === 'correct') continue;
    const left = unmatched.get(guess[i]) ?? 0;
    if (left > 0) {
      result[i] = 'present';
      unmatched.set(guess[i], left - 1);
    }
  }
  return result;
}
