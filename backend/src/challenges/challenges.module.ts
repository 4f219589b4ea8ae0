import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { ServerSecretsRepository } from '../game-proof/server-secrets.repository.js';
import { GuessModule } from '../guess/guess.module.js';
import { WordListModule } from '../word-list/word-list.module.js';
import { ChallengeCache } from './challenge-cache.js';
import {
  ChallengeCreationLimitMiddleware,
  ChallengeDailyLimitMiddleware,
} from './challenge-creation-limit.middleware.js';
import { ChallengeCreators } from './challenge-creators.js';
import { ChallengePruner } from './challenge-pruner.js';
import { ChallengesController } from './challenges.controller.js';
import { ChallengesRepository } from './challenges.repository.js';
import { ChallengesService } from './challenges.service.js';
import { OffensiveWordFilter } from './offensive-word-filter.js';

@Module({
  imports: [GuessModule, WordListModule],
  controllers: [ChallengesController],
  providers: [
    ChallengesRepository,
    ChallengesService,
    { provide: ChallengeCache, useFactory: () => new ChallengeCache() },
    ChallengeCreators,
    ChallengePruner,
    OffensiveWordFilter,
    ServerSecretsRepository,
  ],
  exports: [ChallengesRepository],
})
export class ChallengesModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // The window's budget first: a burst it refuses does not also spend the day's.
    consumer
      .apply(ChallengeCreationLimitMiddleware, ChallengeDailyLimitMiddleware)
      .forRoutes({ path: 'api/challenges', method: RequestMethod.POST });
  }
}
