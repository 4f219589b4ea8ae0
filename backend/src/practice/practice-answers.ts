import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import type { Logger } from 'pino';
import { PeriodicTask } from '../platform/clock/periodic-task.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { APP_LOGGER } from '../platform/logging/logging.module.js';
import { type MaybePromise, whenReady } from '../platform/maybe-promise.js';
import { OffensiveWordFilter } from '../word-list/offensive-word-filter.js';
import { drawPracticeWord } from './practice-draw.js';
import { PracticeWordsRepository } from './practice-words.repository.js';
import { PracticeUnavailableException } from './practice.errors.js';

/**
 * Where practice answers come from: the practice words (prisma/words/practice.txt), valid guesses
 * that are no answer, so a practice game never shows a word any day has or may get, and a draw
 * reads nothing of the schedule. Held in memory and read again as often as the word lists, so a
 * seed reaches a running API.
 */
@Injectable()
export class PracticeAnswers implements OnApplicationBootstrap, OnModuleDestroy {
  private pool: readonly string[] | null = null;
  private loading: Promise<readonly string[]> | null = null;
  private readonly refresh: PeriodicTask;

  constructor(
    private readonly words: PracticeWordsRepository,
    private readonly offensive: OffensiveWordFilter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.refresh = new PeriodicTask(() => this.reload(), logger, 'practice words refresh failed');
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reload().catch((error: unknown) =>
      this.logger.warn({ err: error }, 'practice words not loaded yet; retrying'),
    );
    this.refresh.start(this.config.wordListRefreshSeconds * 1000);
  }

  onModuleDestroy(): void {
    this.refresh.stop();
  }

  /**
   * A practice word the browser has not finished in its current round (practice-draw.ts), drawn
   * evenly; `finished` are the words it has finished, oldest first. Offensive words are left out
   * as they are read (the seed refuses them, but the rule may grow after a seed).
   */
  draw(finished: readonly string[]): MaybePromise<string> {
    return whenReady(this.pool ?? this.reload(), (pool) => {
      const word = drawPracticeWord(pool, finished, (count) => randomInt(count));
      if (word === null) throw new PracticeUnavailableException();
      return word;
    });
  }

  reload(): Promise<readonly string[]> {
    this.loading ??= this.words
      .load()
      .then((words) => (this.pool = words.filter((word) => !this.offensive.refuses(word))))
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}
