import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { type Clock, CLOCK } from '../platform/clock/clock.js';
import { APP_LOGGER } from '../platform/logging/logging.module.js';
import { MigrationsRepository } from './migrations.repository.js';
import { missingMigrations } from './shipped-migrations.js';

/** The names of the migrations this build ships (prisma/migrations), in order. */
export const SHIPPED_MIGRATIONS = Symbol('SHIPPED_MIGRATIONS');

/** How long a "behind" answer is reused before the database is asked again. */
export const SCHEMA_RECHECK_MS = 1000;

/**
 * Whether the database has every migration this build ships: code newer than its schema fails
 * on every request that touches the new parts. Once it has them all that stays known (migrations
 * are only ever added); while it lacks some, it is asked again at most every SCHEMA_RECHECK_MS, so
 * a database migrated beside the running API is noticed without a restart.
 */
@Injectable()
export class SchemaCheck implements OnApplicationBootstrap {
  private current = false;
  private behind: { at: number; missing: string[] } | null = null;
  private checking: Promise<string[]> | null = null;

  constructor(
    private readonly migrations: MigrationsRepository,
    @Inject(SHIPPED_MIGRATIONS) private readonly shipped: readonly string[],
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Says at start, in the log, when the database is behind; without holding the start up (a
   * database that does not answer is the probe's to report).
   */
  onApplicationBootstrap(): void {
    void this.missing().catch(() => undefined);
  }

  /** The shipped migrations the database has not applied; rejects when it cannot be asked. */
  missing(): Promise<string[]> {
    if (this.current) return Promise.resolve([]);
    if (this.behind && this.clock.now() - this.behind.at < SCHEMA_RECHECK_MS)
      return Promise.resolve(this.behind.missing);
    this.checking ??= this.migrations
      .applied()
      .then((applied) => {
        const missing = missingMigrations(this.shipped, applied);
        if (missing.length === 0) {
          this.current = true;
          if (this.behind) this.logger.info('database schema up to date with this build: ready');
          this.behind = null;
        } else {
          if (this.behind?.missing.join() !== missing.join())
            this.logger.warn(
              { missing },
              `the database lacks ${missing.length} migration(s) of this build: not ready until they are applied (npm run db:migrate)`,
            );
          this.behind = { at: this.clock.now(), missing };
        }
        return missing;
      })
      .finally(() => {
        this.checking = null;
      });
    return this.checking;
  }
}
