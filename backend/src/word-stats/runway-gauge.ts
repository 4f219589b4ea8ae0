import { Injectable } from '@nestjs/common';
import { DATABASE_PROBE_TIMEOUT_MS, withinTime } from '../platform/database/time-limit.js';
import { Metrics } from '../platform/metrics/metrics.js';
import { WordStatsService } from './word-stats.service.js';

/** The word list's runway as a gauge: the figure of GET /api/word-stats, days counted in UTC, read at scrape time. */
@Injectable()
export class RunwayGauge {
  constructor(metrics: Metrics, wordStats: WordStatsService) {
    metrics.gauge({
      name: 'hexle_word_list_runway_days',
      help:
        'Days after today (UTC) that each get an answer never used before: unused answers plus the games ' +
        'already assigned among those days (a pin far ahead adds nothing). ' +
        'NaN when the database cannot be read.',
      async collect() {
        try {
          const stats = await withinTime(wordStats.stats('UTC'), DATABASE_PROBE_TIMEOUT_MS, 'word-list runway');
          return stats.runway_days;
        } catch {
          return Number.NaN;
        }
      },
    });
  }
}
