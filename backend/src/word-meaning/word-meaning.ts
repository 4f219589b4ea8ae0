/** What a word means, as the API tells it once a game has ended. */
export interface WordMeaning {
  /** noun, verb, adjective, adverb, or one of the few others PARTS_OF_SPEECH lists. */
  part_of_speech: string;
  /** One or two short glosses, the most common sense first. */
  glosses: string[];
}

// The rule the generator of meanings.tsv follows too.
export { MAX_GLOSSES, MAX_MEANING_LENGTH, MEANINGS_FILE, PARTS_OF_SPEECH } from '@hexle/contract/words';
