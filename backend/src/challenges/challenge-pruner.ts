import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { CLOCK, type Clock } from '../platform/clock/clock.js';
import { PeriodicTask } from '../platform/clock/periodic-task.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { APP_LOGGER } from '../platform/logging/logging.module.js';
import { ChallengeCache } from './challenge-cache.js';
import { retentionCutoff } from './challenge-retention.js';
import { ChallengesRepository } from './challenges.repository.js';

/**
 * Removes challenges older than CHALLENGE_RETENTION_DAYS every CHALLENGE_PRUNE_INTERVAL_MINUTES,
 * so no operator has to. Every replica does it: the delete is idempotent (rows already gone are
 * simply not found), so replicas that prune at the same moment only repeat a cheap indexed scan.
 */
@Injectable()
export class ChallengePruner implements OnApplicationBootstrap, OnModuleDestroy {
  /** A pass slower than the interval is not run twice at once. */
  private readonly pruning: PeriodicTask<number>;

  constructor(
    private readonly challenges: ChallengesRepository,
    private readonly cache: ChallengeCache,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.pruning = new PeriodicTask(
      () => this.pass(),
      logger,
      'challenge prune failed; trying again at the next interval',
    );
  }

  onApplicationBootstrap(): void {
    const minutes = this.config.challengePruneIntervalMinutes;
    if (minutes === 0) return;
    this.pruning.start(minutes * 60_000);
  }

  /** One pass; the number removed, or null when it failed (logged, and tried again next time). */
  async prune(): Promise<number | null> {
    return (await this.pruning.runOnce()) ?? null;
  }

  /** Lets a pass in progress finish before the database connection closes. */
  onModuleDestroy(): Promise<void> {
    return this.pruning.close();
  }

  private async pass(): Promise<number> {
    const days = this.config.challengeRetentionDays;
    const cutoff = retentionCutoff(this.clock.now(), days);
    const removed = await this.challenges.deleteCreatedBefore(cutoff);
    this.cache.evict((challenge) => challenge.createdAt < cutoff);
    this.logger.info(
      { removed, cutoff: cutoff.toISOString(), retentionDays: days },
      `challenge prune: removed ${removed} challenge${removed === 1 ? '' : 's'} older than ${days} days`,
    );
    return removed;
  }
}
