import { Inject, Injectable } from '@nestjs/common';
import { Gauge, type Registry } from 'prom-client';
import { withinTime } from '../database/time-limit.js';
import { DATABASE_PROBE_TIMEOUT_MS, DatabaseProbe } from '../health/database-probe.js';
import { WordStatsService } from '../word-stats/word-stats.service.js';
import { RedisConnection } from '../redis/redis-connection.js';
import { METRICS_REGISTRY } from './metrics.registry.js';

/**
 * Gauges read at scrape time, not kept up to date between scrapes: whether the database
 * answers (the health check's probe), whether rate-limit budgets are shared, and the word list's runway (the figure of
 * GET /api/word-stats, days counted in UTC).
 */
@Injectable()
export class StateGauges {
  constructor(
    @Inject(METRICS_REGISTRY) registry: Registry,
    database: DatabaseProbe,
    wordStats: WordStatsService,
    redis: RedisConnection,
  ) {
    new Gauge({
      name: 'hexle_rate_limit_budgets_shared',
      help: 'Whether rate-limit budgets are shared between API processes through Redis now (1) or counted per process (0).',
      registers: [registry],
      collect() {
        this.set(redis.sharing ? 1 : 0);
      },
    });
    new Gauge({
      name: 'hexle_database_up',
      help: 'Whether PostgreSQL answered a SELECT 1 within 2 s at scrape time (1) or not (0).',
      registers: [registry],
      async collect() {
        this.set((await database.isUp()) ? 1 : 0);
      },
    });
    new Gauge({
      name: 'hexle_word_list_runway_days',
      help:
        'Days after today (UTC) that each get an answer never used before: unused answers plus the games ' +
        'already assigned among those days (a pin far ahead adds nothing). ' +
        'NaN when the database cannot be read.',
      registers: [registry],
      async collect() {
        try {
          const stats = await withinTime(wordStats.stats('UTC'), DATABASE_PROBE_TIMEOUT_MS, 'word-list runway');
          this.set(stats.runway_days);
        } catch {
          this.set(Number.NaN);
        }
      },
    });
  }
}
