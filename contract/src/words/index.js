// @ts-check
// The word rules the word-list generator, the seed and the API share.
export {
  EXTRA_OFFENSIVE_FILE,
  EXTRA_OFFENSIVE_NAME,
  isOffensive,
  offensiveWords,
  stemCandidates,
} from './offensive-words.js';
export { MAX_GLOSSES, MAX_MEANING_LENGTH, MEANINGS_FILE, PARTS_OF_SPEECH } from './meaning-rules.js';
