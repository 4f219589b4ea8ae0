// @ts-check
/*
 * Hard mode: every hint an earlier guess revealed must be used. A letter found correct stays in
 * its place; a letter found present appears somewhere in the guess (a letter found absent may be
 * played again: it only costs the player a guess). The page refuses a guess that breaks the rule
 * before sending it; the analysis solves the same game under the same rule and tells whether a
 * finished game kept it.
 */

/**
 * The hints of the guesses so far, each once: the letters fixed in place, by position, and the
 * letters known to be present, both in the order they were first found. Two games whose guesses
 * revealed the same hints get equal hints, however they were found.
 * @param {readonly string[]} guesses
 * @param {readonly (readonly import('./evaluation.js').LetterResult[])[]} evaluations
 * @returns {import('./hard-mode.js').Hints}
 */
export function hintsOf(guesses, evaluations) {
  /** @type {Map<string, [number, string]>} */
  const placed = new Map();
  /** @type {Set<string>} */
  const present = new Set();
  for (let row = 0; row < guesses.length; row++) {
    const earlier = guesses[row] ?? '';
    const evaluation = evaluations[row] ?? [];
    for (let i = 0; i < earlier.length; i++) {
      const letter = earlier[i] ?? '';
      if (evaluation[i] === 'correct') placed.set(`${i}${letter}`, [i, letter]);
      else if (evaluation[i] === 'present') present.add(letter);
    }
  }
  return { placed: [...placed.values()], present: [...present] };
}

/**
 * Whether a guess uses every hint: what the page asks of a guess in hard mode, and what the
 * analysis asks of every guess it tries in a hard-mode game.
 * @param {string} guess
 * @param {import('./hard-mode.js').Hints} hints
 * @returns {boolean}
 */
export function usesHints(guess, hints) {
  return unusedHint(guess, hints) === null;
}

/**
 * The first hint a guess leaves unused, or null when it uses them all. Fixed letters are checked
 * before present ones, so the player is told first about the hint that pins a place.
 * @param {string} guess
 * @param {import('./hard-mode.js').Hints} hints
 * @returns {import('./hard-mode.js').UnusedHint | null}
 */
export function unusedHint(guess, { placed, present }) {
  for (const [position, letter] of placed) if (guess[position] !== letter) return { letter, position };
  for (const letter of present) if (!guess.includes(letter)) return { letter, position: null };
  return null;
}
