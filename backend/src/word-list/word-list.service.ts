import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { PeriodicTask } from '../platform/clock/periodic-task.js';
import { APP_LOGGER } from '../platform/logging/logging.module.js';
import { type MaybePromise, whenReady } from '../platform/maybe-promise.js';
import { WordsRepository } from './words.repository.js';

/**
 * The valid guesses, held in memory so the hot paths never query the database,
 * and reloaded periodically so word-list changes reach a running API.
 */
@Injectable()
export class WordListService implements OnApplicationBootstrap, OnModuleDestroy {
  private guesses: ReadonlySet<string> | null = null;
  private answers = 0;
  private loading: Promise<void> | null = null;
  private readonly refresh: PeriodicTask;

  constructor(
    private readonly words: WordsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.refresh = new PeriodicTask(() => this.reload(), logger, 'word list refresh failed');
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reload().catch((error: unknown) =>
      this.logger.warn({ err: error }, 'word list not loaded yet; retrying'),
    );
    this.refresh.start(this.config.wordListRefreshSeconds * 1000);
  }

  onModuleDestroy(): void {
    this.refresh.stop();
  }

  /** Whether the word is a valid guess: at once from memory, or after loading the list the first time. */
  isValidGuess(word: string): MaybePromise<boolean> {
    return whenReady(this.guesses ?? this.ensureLoaded(), (guesses) => guesses.has(word));
  }

  /**
   * Whether the lists hold any answer to schedule (readiness). While they hold none they are read
   * again at each call, so a seed is seen at once; a database that fails rejects.
   */
  async hasAnswers(): Promise<boolean> {
    if (this.answers === 0) await this.reload();
    return this.answers > 0;
  }

  reload(): Promise<void> {
    this.loading ??= this.words
      .loadAll()
      .then((rows) => {
        this.guesses = new Set(rows.map((row) => row.text));
        this.answers = rows.filter((row) => row.isAnswer).length;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  private async ensureLoaded(): Promise<ReadonlySet<string>> {
    await this.reload();
    return this.guesses ?? new Set();
  }
}
