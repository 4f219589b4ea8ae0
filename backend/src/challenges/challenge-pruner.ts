import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { CLOCK, type Clock } from '../platform/clock/clock.js';
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
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number | null> | null = null;

  constructor(
    private readonly challenges: ChallengesRepository,
    private readonly cache: ChallengeCache,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const minutes = this.config.challengePruneIntervalMinutes;
    if (minutes === 0) return;
    this.timer = setInterval(() => void this.prune(), minutes * 60_000);
    // A pending prune never keeps a stopping process alive.
    this.timer.unref();
  }

  /** One pass; the number removed, or null when it failed (logged, and tried again next time). */
  prune(): Promise<number | null> {
    // A pass slower than the interval is not run twice at once.
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    // Let a pass in progress finish before the database connection closes.
    await this.running;
  }

  private async pass(): Promise<number | null> {
    const days = this.config.challengeRetentionDays;
    const cutoff = retentionCutoff(this.clock.now(), days);
    try {
      const removed = await this.challenges.deleteCreatedBefore(cutoff);
      this.cache.evict((challenge) => challenge.createdAt < cutoff);
      this.logger.info(
        { removed, cutoff: cutoff.toISOString(), retentionDays: days },
        `challenge prune: removed ${removed} challenge${removed === 1 ? '' : 's'} older than ${days} days`,
      );
      return removed;
    } catch (error) {
      this.logger.warn({ err: error }, 'challenge prune failed; trying again at the next interval');
      return null;
    }
  }
}
