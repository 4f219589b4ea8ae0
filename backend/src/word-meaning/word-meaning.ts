/** What a word means, as the API tells it once a game has ended. */
export interface WordMeaning {
  /** noun, verb, adjective, adverb, or one of the few others PARTS_OF_SPEECH lists. */
  part_of_speech: string;
  /** One or two short glosses, the most common sense first. */
  glosses: string[];
}

export const PARTS_OF_SPEECH: readonly string[] = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  'pronoun',
  'preposition',
  'conjunction',
  'determiner',
  'interjection',
];

/** The glosses of a word together, in characters: shown under the answer, so kept short. */
export const MAX_MEANING_LENGTH = 160;

export const MAX_GLOSSES = 2;

/** The file of meanings in a folder of word lists (prisma/words/generate-meanings.mjs writes it). */
export const MEANINGS_FILE = 'meanings.tsv';
