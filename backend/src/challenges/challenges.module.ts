import { Module } from '@nestjs/common';
import { ServerSecretsRepository } from '../game-proof/server-secrets.repository.js';
import { GuessModule } from '../guess/guess.module.js';
import { ClockModule } from '../platform/clock/clock.js';
import { RateLimitModule } from '../platform/rate-limit/rate-limit.module.js';
import { WordListModule } from '../word-list/word-list.module.js';
import { ChallengeCache } from './challenge-cache.js';
import { ChallengeCreators } from './challenge-creators.js';
import { ChallengePruner } from './challenge-pruner.js';
import { ChallengeSenders } from './challenge-senders.js';
import { ChallengesController } from './challenges.controller.js';
import { ChallengesRepository } from './challenges.repository.js';
import { ChallengesService } from './challenges.service.js';

@Module({
  imports: [ClockModule, GuessModule, RateLimitModule, WordListModule],
  controllers: [ChallengesController],
  providers: [
    ChallengesRepository,
    ChallengesService,
    { provide: ChallengeCache, useFactory: () => new ChallengeCache() },
    ChallengeCreators,
    ChallengeSenders,
    ChallengePruner,
    ServerSecretsRepository,
  ],
  exports: [ChallengesRepository, ChallengesService, ChallengeSenders],
})
export class ChallengesModule {}
