import { Module } from '@nestjs/common';
import { ChallengesModule } from '../challenges/challenges.module.js';
import { GameDayModule } from '../game-day/game-day.module.js';
import { ClockModule } from '../platform/clock/clock.js';
import { MetricsModule } from '../platform/metrics/metrics.module.js';
import { ScheduleModule } from '../schedule/schedule.module.js';
import { WordListModule } from '../word-list/word-list.module.js';
import { WordStatsController } from './word-stats.controller.js';
import { RunwayGauge } from './runway-gauge.js';
import { RunwayWarning } from './runway-warning.js';
import { WordStatsService } from './word-stats.service.js';

@Module({
  imports: [ChallengesModule, ClockModule, GameDayModule, MetricsModule, ScheduleModule, WordListModule],
  controllers: [WordStatsController],
  providers: [WordStatsService, RunwayWarning, RunwayGauge],
  exports: [WordStatsService],
})
export class WordStatsModule {}
