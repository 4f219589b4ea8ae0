import type { WordMeaningReply } from '@hexle/contract/wire';
import { isRecord } from '../platform/storage';

/**
 * A meaning the end view can show: a part of speech and one to three short glosses. The server
 * sends at most two, 160 characters together; anything else (a tampered save, a future shape)
 * reads as no meaning, and the end view shows nothing rather than a broken box.
 */
export function isMeaning(value: unknown): value is WordMeaningReply {
  if (!isRecord(value)) return false;
  const { part_of_speech: partOfSpeech, glosses } = value;
  return (
    typeof partOfSpeech === 'string' &&
    /^[a-z ]{1,20}$/.test(partOfSpeech) &&
    Array.isArray(glosses) &&
    glosses.length > 0 &&
    glosses.length <= 3 &&
    glosses.every((gloss) => typeof gloss === 'string' && gloss.trim().length > 0 && gloss.length <= 300)
  );
}
