import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { CLOCK, type Clock } from '../platform/clock/clock.js';
import { PeriodicTask } from '../platform/clock/periodic-task.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { APP_LOGGER } from '../platform/logging/logging.module.js';
import { LeagueMetrics } from './league-metrics.js';
import { type LeaguePruneOutcome, pruneLeagues } from './league-prune.js';
import { LeaguesRepository } from './leagues.repository.js';

/**
 * Prunes the leagues every CHALLENGE_PRUNE_INTERVAL_MINUTES, beside the challenges' prune (0
 * leaves both to cron and `npm run challenges -- prune`). Every replica does it; it is idempotent.
 */
@Injectable()
export class LeaguePruner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly pruning: PeriodicTask<LeaguePruneOutcome>;

  constructor(
    private readonly leagues: LeaguesRepository,
    private readonly metrics: LeagueMetrics,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.pruning = new PeriodicTask(
      () => this.pass(),
      logger,
      'league prune failed; trying again at the next interval',
    );
  }

  onApplicationBootstrap(): void {
    const minutes = this.config.challengePruneIntervalMinutes;
    if (minutes > 0) this.pruning.start(minutes * 60_000);
  }

  /** One pass; null when it failed (logged, and tried again next time). */
  async prune(): Promise<LeaguePruneOutcome | null> {
    return (await this.pruning.runOnce()) ?? null;
  }

  onModuleDestroy(): Promise<void> {
    return this.pruning.close();
  }

  private async pass(): Promise<LeaguePruneOutcome> {
    const outcome = await pruneLeagues(this.leagues, this.clock.now(), {
      launchDate: this.config.launchDate,
      idleDays: this.config.leagues.idleDays,
      resultRetentionDays: this.config.leagues.resultRetentionDays,
    });
    this.metrics.prune(outcome.idleLeagues, outcome.foldedResults);
    this.logger.info(
      { idleLeagues: outcome.idleLeagues, foldedResults: outcome.foldedResults },
      `league prune: removed ${outcome.idleLeagues} idle league(s), folded ${outcome.foldedResults} old result(s)`,
    );
    return outcome;
  }
}
