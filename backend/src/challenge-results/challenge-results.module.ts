import { Module } from '@nestjs/common';
import { AnalysisModule } from '../analysis/analysis.module.js';
import { ChallengesModule } from '../challenges/challenges.module.js';
import { ServerSecretsRepository } from '../game-proof/server-secrets.repository.js';
import { ClockModule } from '../platform/clock/clock.js';
import { MetricsModule } from '../platform/metrics/metrics.module.js';
import { RateLimitModule } from '../platform/rate-limit/rate-limit.module.js';
import { WordListModule } from '../word-list/word-list.module.js';
import { ChallengeResultsMetrics } from './challenge-results-metrics.js';
import { ChallengeResultsController } from './challenge-results.controller.js';
import { ChallengeResultsRepository } from './challenge-results.repository.js';
import { ChallengeResultsService } from './challenge-results.service.js';

/** How friends did at a challenge, proven as the analysis proves a game, for the sender alone. */
@Module({
  imports: [AnalysisModule, ChallengesModule, ClockModule, MetricsModule, RateLimitModule, WordListModule],
  controllers: [ChallengeResultsController],
  providers: [ChallengeResultsRepository, ChallengeResultsService, ChallengeResultsMetrics, ServerSecretsRepository],
})
export class ChallengeResultsModule {}
