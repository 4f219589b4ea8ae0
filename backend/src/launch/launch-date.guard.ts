import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from '../platform/config/app-config.js';
import { PeriodicTask } from '../platform/clock/periodic-task.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { APP_LOGGER } from '../platform/logging/logging.module.js';
import { ensureLaunchDate, LaunchDateMismatchError } from './launch-date.js';

/**
 * Keeps the API from serving answers under another launch date than the database's. Checked at
 * start, which fails on a mismatch; a database down at start is checked again until it answers,
 * and answers wait for that check.
 */
@Injectable()
export class LaunchDateGuard implements OnApplicationBootstrap, OnModuleDestroy {
  private confirmed = false;
  private mismatch: LaunchDateMismatchError | null = null;
  private checking: Promise<void> | null = null;
  /** A mismatch found at start stops the start; one found later (the database was down then) is logged. */
  private started = false;
  /**
   * Quiet: the start logged the first failure, answers meanwhile fail on their own, and a
   * mismatch is logged as fatal where it is found.
   */
  private readonly retry: PeriodicTask;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.retry = new PeriodicTask(
      () => this.verified().catch(() => undefined),
      logger,
      'launch date not checked against the database',
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.verified();
    } catch (error) {
      if (error instanceof LaunchDateMismatchError) throw error;
      this.logger.warn({ err: error }, 'launch date not checked against the database yet; retrying');
      this.retry.start(this.config.wordListRefreshSeconds * 1000);
    } finally {
      this.started = true;
    }
  }

  onModuleDestroy(): Promise<void> {
    return this.retry.close();
  }

  /**
   * Where the check stands, asking the database again while it is unknown: 'checked' once the
   * stored date is LAUNCH_DATE (or this process stored it), 'mismatch' for good once it is not.
   */
  async status(): Promise<'checked' | 'unchecked' | 'mismatch'> {
    await this.verified().catch(() => undefined);
    if (this.confirmed) return 'checked';
    return this.mismatch ? 'mismatch' : 'unchecked';
  }

  /** Resolves once the database's launch date is known to be LAUNCH_DATE; rejects while unknown or different. */
  verified(): Promise<void> {
    if (this.confirmed) return Promise.resolve();
    if (this.mismatch) return Promise.reject(this.mismatch);
    this.checking ??= ensureLaunchDate(this.prisma.client, this.config.launchDate, { source: 'api' })
      .then(({ recordedNow }) => {
        this.confirmed = true;
        this.retry.stop();
        if (recordedNow)
          this.logger.info({ launchDate: this.config.launchDate }, 'launch date recorded in the database');
      })
      .catch((error: unknown) => {
        if (error instanceof LaunchDateMismatchError) {
          this.mismatch = error;
          this.retry.stop();
          if (this.started) this.logger.fatal({ launchDate: error.configured, stored: error.stored }, error.message);
        }
        throw error;
      })
      .finally(() => {
        this.checking = null;
      });
    return this.checking;
  }
}
