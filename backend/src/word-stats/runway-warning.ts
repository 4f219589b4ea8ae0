import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { CLOCK, type Clock } from '../platform/clock/clock.js';
import { PeriodicTask } from '../platform/clock/periodic-task.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { GameDayService } from '../game-day/game-day.service.js';
import { APP_LOGGER } from '../platform/logging/logging.module.js';
import { PuzzlesRepository } from '../schedule/puzzles.repository.js';

/** Cheap when today was checked already: no query. */
const CHECK_EVERY_MS = 600_000;

/**
 * Warns in the log, at start and then once a day, while the word list's runway (the days before
 * answers start to repeat) is under the threshold, so answers are added in time. Reads the figures
 * itself rather than through word-stats, whose short cache is the dashboard's.
 */
@Injectable()
export class RunwayWarning implements OnApplicationBootstrap, OnModuleDestroy {
  /** The UTC date last checked; a failed check is tried again at the next tick. */
  private checkedOn: string | null = null;
  private readonly checking: PeriodicTask<void>;
  /** WORD_LIST_RUNWAY_WARNING_DAYS. */
  private readonly threshold: number;

  constructor(
    private readonly puzzles: PuzzlesRepository,
    private readonly gameDay: GameDayService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_LOGGER) private readonly logger: Logger,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.threshold = config.wordListRunwayWarningDays;
    this.checking = new PeriodicTask(
      () => this.pass(),
      logger,
      'word list runway not checked: the database cannot be read; retrying in 10 minutes',
    );
  }

  onApplicationBootstrap(): void {
    if (this.threshold === 0) return;
    // Not awaited: a database down at start must not hold the start up.
    void this.check();
    this.checking.start(CHECK_EVERY_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.checking.close();
  }

  /** Checks unless today (UTC) was checked already. */
  async check(): Promise<void> {
    await this.checking.runOnce();
  }

  private async pass(): Promise<void> {
    const today = new Date(this.clock.now()).toISOString().slice(0, 10);
    if (this.checkedOn === today) return;
    const todayGame = Math.max(this.gameDay.calendar.gameNumberOn(today), 0);
    const { runwayDays, unusedAnswers } = await this.puzzles.stats(todayGame);
    this.checkedOn = today;
    if (runwayDays >= this.threshold) return;
    const repeatsOn = this.gameDay.calendar.dateOf(todayGame + runwayDays + 1);
    this.logger.warn(
      { runwayDays, unusedAnswers, threshold: this.threshold, repeatsOn },
      `word list runway is ${runwayDays} days (under ${this.threshold}): answers start to repeat ` +
        `on ${repeatsOn}. Add answers to prisma/words/answers-added.txt, regenerate the lists with ` +
        '"node prisma/words/generate-word-lists.mjs" and run "npm run db:seed".',
    );
  }
}
