import { Module } from '@nestjs/common';
import { GameDayModule } from '../game-day/game-day.module.js';
import { ClockModule } from '../platform/clock/clock.js';
import { MetricsModule } from '../platform/metrics/metrics.module.js';
import { WordListModule } from '../word-list/word-list.module.js';
import { DailyStatsController } from './daily-stats.controller.js';
import { DailyStatsMetrics } from './daily-stats-metrics.js';
import { DailyStatsRepository } from './daily-stats.repository.js';
import { DailyStatsService } from './daily-stats.service.js';
import { DailyTally } from './daily-tally.js';

/** The day's figures: finished daily games counted as the judge ends them, and the route that tells them. */
@Module({
  imports: [ClockModule, GameDayModule, MetricsModule, WordListModule],
  controllers: [DailyStatsController],
  providers: [DailyStatsRepository, DailyStatsService, DailyStatsMetrics, DailyTally],
  exports: [DailyTally, DailyStatsRepository],
})
export class DailyStatsModule {}
