import { Injectable } from '@nestjs/common';
import { Metrics } from '../metrics/metrics.js';
import { RedisConnection } from '../redis/redis-connection.js';

/** Whether rate-limit budgets are shared through Redis now, as a gauge read at scrape time. */
@Injectable()
export class BudgetsSharedGauge {
  constructor(metrics: Metrics, redis: RedisConnection) {
    metrics.gauge({
      name: 'hexle_rate_limit_budgets_shared',
      help: 'Whether rate-limit budgets are shared between API processes through Redis now (1) or counted per process (0).',
      collect: () => (redis.sharing ? 1 : 0),
    });
  }
}
