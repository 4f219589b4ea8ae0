import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { GameDayService } from '../game-day/game-day.service.js';
import { LaunchDateGuard } from '../launch/launch-date.guard.js';
import { APP_LOGGER } from '../platform/logging/logging.module.js';
import { PeriodicTask } from '../platform/clock/periodic-task.js';
import type { MaybePromise } from '../platform/maybe-promise.js';
import { PuzzlesRepository } from './puzzles.repository.js';

/**
 * The answer of each live game number, cached so guesses are checked without a
 * database query, and re-read periodically so an operator's pin reaches the API.
 */
@Injectable()
export class PuzzleScheduleService implements OnModuleInit, OnModuleDestroy {
  private readonly answers = new Map<number, string>();
  private readonly pending = new Map<number, Promise<string>>();
  private readonly refreshing: PeriodicTask;

  constructor(
    private readonly puzzles: PuzzlesRepository,
    private readonly gameDay: GameDayService,
    private readonly launchDate: LaunchDateGuard,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.refreshing = new PeriodicTask(() => this.refresh(), logger, 'puzzle cache refresh failed');
  }

  onModuleInit(): void {
    this.refreshing.start(this.config.wordListRefreshSeconds * 1000);
  }

  onModuleDestroy(): void {
    this.refreshing.stop();
  }

  /** The game's answer: at once when cached, else once it is read (or assigned). */
  answerFor(gameNumber: number): MaybePromise<string> {
    const cached = this.answers.get(gameNumber);
    if (cached !== undefined) return cached;
    let pending = this.pending.get(gameNumber);
    if (!pending) {
      // No answer leaves before the database's launch date is known to be ours: game numbers mean dates.
      pending = this.launchDate
        .verified()
        .then(() => this.puzzles.findOrAssign(gameNumber))
        .then(({ assignment, created }) => {
          if (created) this.logger.info({ gameNumber, pinned: false }, 'puzzle assigned');
          this.answers.set(gameNumber, assignment.word);
          return assignment.word;
        })
        .finally(() => this.pending.delete(gameNumber));
      this.pending.set(gameNumber, pending);
    }
    return pending;
  }

  /** Re-reads cached assignments and forgets game numbers no longer played anywhere. */
  async refresh(): Promise<void> {
    const { earliest } = this.gameDay.liveGameNumbers();
    for (const gameNumber of this.answers.keys()) {
      if (gameNumber < earliest) this.answers.delete(gameNumber);
    }
    if (this.answers.size === 0) return;
    for (const { gameNumber, word } of await this.puzzles.findMany([...this.answers.keys()])) {
      this.answers.set(gameNumber, word);
    }
  }
}
