import { Module } from '@nestjs/common';
import { ArchiveModule } from '../archive/archive.module.js';
import { ChallengesModule } from '../challenges/challenges.module.js';
import { GameDayModule } from '../game-day/game-day.module.js';
import { GameProofModule } from '../game-proof/game-proof.module.js';
import { GuessModule } from '../guess/guess.module.js';
import { RateLimitModule } from '../platform/rate-limit/rate-limit.module.js';
import { PracticeModule } from '../practice/practice.module.js';
import { WordListModule } from '../word-list/word-list.module.js';
import { AnalysisGames } from './analysis-games.js';
import { AnalysisController } from './analysis.controller.js';
import { AnalysisService } from './analysis.service.js';
import { FinishedGames } from './finished-game.js';
import { SkillSeals } from './skill-seals.js';
import { ServerSecretsRepository } from '../game-proof/server-secrets.repository.js';

/**
 * The analysis of finished games: the solver in a small pool of worker threads. Each kind of game
 * is found through its own feature (AnalysisGames).
 */
@Module({
  imports: [
    ArchiveModule,
    ChallengesModule,
    GameDayModule,
    GameProofModule,
    GuessModule,
    PracticeModule,
    RateLimitModule,
    WordListModule,
  ],
  controllers: [AnalysisController],
  providers: [AnalysisGames, AnalysisService, FinishedGames, ServerSecretsRepository, SkillSeals],
  exports: [AnalysisService, FinishedGames, SkillSeals],
})
export class AnalysisModule {}
