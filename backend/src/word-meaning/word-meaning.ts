import type { WordMeaningReply } from '@hexle/contract/wire';
/** What a word means, as the API tells it once a game has ended. */
export type WordMeaning = WordMeaningReply;

// The rule the generator of meanings.tsv follows too.
export { MAX_GLOSSES, MAX_MEANING_LENGTH, MEANINGS_FILE, PARTS_OF_SPEECH } from '@hexle/contract/words';
