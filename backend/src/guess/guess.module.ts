import { Module } from '@nestjs/common';
import { DailyStatsModule } from '../daily-stats/daily-stats.module.js';
import { GameDayModule } from '../game-day/game-day.module.js';
import { GameProofModule } from '../game-proof/game-proof.module.js';
import { ScheduleModule } from '../schedule/schedule.module.js';
import { MetricsModule } from '../platform/metrics/metrics.module.js';
import { WordListModule } from '../word-list/word-list.module.js';
import { WordMeaningModule } from '../word-meaning/word-meaning.module.js';
import { GameMetrics } from './game-metrics.js';
import { GuessController } from './guess.controller.js';
import { GuessService } from './guess.service.js';

@Module({
  imports: [
    DailyStatsModule,
    GameDayModule,
    GameProofModule,
    MetricsModule,
    ScheduleModule,
    WordListModule,
    WordMeaningModule,
  ],
  controllers: [GuessController],
  providers: [GuessService, GameMetrics],
  exports: [GuessService],
})
export class GuessModule {}
