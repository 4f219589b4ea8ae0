import { Module } from '@nestjs/common';
import { ChallengesModule } from '../challenges/challenges.module.js';
import { GameDayModule } from '../game-day/game-day.module.js';
import { GameProofModule } from '../game-proof/game-proof.module.js';
import { ServerSecretsRepository } from '../game-proof/server-secrets.repository.js';
import { ClockModule } from '../platform/clock/clock.js';
import { RateLimitModule } from '../platform/rate-limit/rate-limit.module.js';
import { PracticeKeysSource } from '../practice/practice-keys.js';
import { ScheduleModule } from '../schedule/schedule.module.js';
import { WordListModule } from '../word-list/word-list.module.js';
import { AnalysisGames } from './analysis-games.js';
import { AnalysisController } from './analysis.controller.js';
import { AnalysisRepository } from './analysis.repository.js';
import { AnalysisService } from './analysis.service.js';

/** The analysis of finished games: the solver in a small pool of worker threads. */
@Module({
  imports: [
    ChallengesModule,
    ClockModule,
    GameDayModule,
    GameProofModule,
    RateLimitModule,
    ScheduleModule,
    WordListModule,
  ],
  controllers: [AnalysisController],
  providers: [AnalysisGames, AnalysisRepository, AnalysisService, PracticeKeysSource, ServerSecretsRepository],
  exports: [AnalysisService],
})
export class AnalysisModule {}
