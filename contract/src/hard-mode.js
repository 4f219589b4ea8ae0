// @ts-check
/*
 * Hard mode: every hint an earlier guess revealed must be used. A letter found correct stays in
 * its place; a letter found present appears somewhere in the guess (a letter found absent may be
 * played again: it only costs the player a guess). The page refuses a guess that breaks the rule
 * before sending it; the analysis solves the same game under the same rule and tells whether a
 * finished game kept it.
 */

/**
 * The hints of the guesses so far: the letters fixed in place, by position, and the letters known
 * to be present, both in the order the guesses and their letters came (a hint found twice is
 * listed twice; it asks no more of a guess). A guess uses them all exactly when unusedHint finds
 * none (the spec checks the two agree).
 * @param {readonly string[]} guesses
 * @param {readonly (readonly import('./evaluation.js').LetterResult[])[]} evaluations
 * @returns {import('./hard-mode.js').Hints}
 */
export function hintsOf(guesses, evaluations) {
  /** @type {[number, string][]} */
  const placed = [];
  /** @type {string[]} */
  const present = [];
  for (let row = 0; row < guesses.length; row++) {
    const earlier = guesses[row] ?? '';
    const evaluation = evaluations[row] ?? [];
    for (let i = 0; i < earlier.length; i++) {
      const letter = earlier[i] ?? '';
      if (evaluation[i] === 'correct') placed.push([i, letter]);
      else if (evaluation[i] === 'present') present.push(letter);
    }
  }
  return { placed, present };
}

/**
 * Whether a guess uses every hint: what the page asks of a guess in hard mode, and what the
 * analysis asks of every guess it tries in a hard-mode game.
 * @param {string} guess
 * @param {readonly string[]} guesses
 * @param {readonly (readonly import('./evaluation.js').LetterResult[])[]} evaluations
 * @returns {boolean}
 */
export function usesHints(guess, guesses, evaluations) {
  return unusedHint(guess, guesses, evaluations) === null;
}

/**
 * The first hint of the guesses so far that a guess leaves unused, or null when it uses them all.
 * Fixed letters are checked before present ones, so the player is told first about the hint that
 * pins a place. (Read straight from the guesses rather than from hintsOf: the page sends this
 * with its first load, where every byte counts.)
 * @param {string} guess
 * @param {readonly string[]} guesses
 * @param {readonly (readonly import('./evaluation.js').LetterResult[])[]} evaluations
 * @returns {import('./hard-mode.js').UnusedHint | null}
 */
export function unusedHint(guess, guesses, evaluations) {
  for (let row = 0; row < guesses.length; row++) {
    const earlier = guesses[row] ?? '';
    const evaluation = evaluations[row] ?? [];
    for (let i = 0; i < earlier.length; i++) {
      const letter = earlier[i] ?? '';
      if (evaluation[i] === 'correct' && guess[i] !== letter) return { letter, position: i };
    }
  }
  for (let row = 0; row < guesses.length; row++) {
    const earlier = guesses[row] ?? '';
    const evaluation = evaluations[row] ?? [];
    for (let i = 0; i < earlier.length; i++) {
      const letter = earlier[i] ?? '';
      if (evaluation[i] === 'present' && !guess.includes(letter)) return { letter, position: null };
    }
  }
  return null;
}
