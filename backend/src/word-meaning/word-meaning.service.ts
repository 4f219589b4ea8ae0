import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { APP_LOGGER } from '../platform/logging/logging.module.js';
import type { MaybePromise } from '../platform/maybe-promise.js';
import { BoundedCache } from '../platform/cache/bounded-cache.js';
import { WordMeaningRepository } from './word-meaning.repository.js';
import type { WordMeaning } from './word-meaning.js';

export type { WordMeaning } from './word-meaning.js';

/** Words whose meaning one process remembers: the answers of games that ended, a few per day. */
const CACHED_WORDS = 2_000;

/**
 * The meaning told with the answer at the end of a game. Asked only then, so the wrong guesses
 * of a game never wait for it; remembered for WORD_LIST_REFRESH_SECONDS, so a seed's change
 * reaches a running API as the word lists do.
 */
@Injectable()
export class WordMeaningService {
  private readonly cache: BoundedCache<WordMeaning | null>;

  constructor(
    private readonly repository: WordMeaningRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.cache = new BoundedCache(CACHED_WORDS, config.wordListRefreshSeconds * 1000);
  }

  /**
   * The word's meaning, or null when it has none; at once when remembered. A database that does
   * not answer gives null (logged): the game's end is told with the word alone, not refused.
   */
  meaningOf(word: string): MaybePromise<WordMeaning | null> {
    const cached = this.cache.get(word);
    // null: the word has no meaning, remembered so it costs no query either.
    if (cached !== undefined) return cached;
    return this.repository.meaningOf(word).then(
      (meaning) => {
        this.cache.set(word, meaning);
        return meaning;
      },
      (error: unknown) => {
        this.logger.warn({ err: error }, 'word meaning not read; the reply goes without it');
        return null;
      },
    );
  }
}
