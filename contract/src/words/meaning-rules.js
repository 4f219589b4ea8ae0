// @ts-check
/**
 * What a meaning may be, for the generator that writes meanings.tsv (prisma/words/generate-meanings.mjs) and
 * the seed that loads it (backend/src/word-meaning/meanings-file.ts): one rule for both.
 */

/** The file of meanings in a folder of word lists. */
export const MEANINGS_FILE = 'meanings.tsv';

/** A meaning is shown under the answer at the end of a game: its glosses together, in characters. */
export const MAX_MEANING_LENGTH = 160;

/** One or two glosses, the most common sense first. */
export const MAX_GLOSSES = 2;

/** The parts of speech a meaning may name. */
export const PARTS_OF_SPEECH = Object.freeze([
  'noun',
  'verb',
  'adjective',
  'adverb',
  'pronoun',
  'preposition',
  'conjunction',
  'determiner',
  'interjection',
]);
