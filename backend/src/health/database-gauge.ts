import { Injectable } from '@nestjs/common';
import { Metrics } from '../platform/metrics/metrics.js';
import { DatabaseProbe } from './database-probe.js';

/** Whether the database answers, as a gauge read at scrape time with the health check's probe. */
@Injectable()
export class DatabaseGauge {
  constructor(metrics: Metrics, database: DatabaseProbe) {
    metrics.gauge({
      name: 'hexle_database_up',
      help: 'Whether PostgreSQL answered a SELECT 1 within 2 s at scrape time (1) or not (0).',
      collect: async () => ((await database.isUp()) ? 1 : 0),
    });
  }
}
