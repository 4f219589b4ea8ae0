import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { GuessModule } from '../guess/guess.module.js';
import { WordListModule } from '../word-list/word-list.module.js';
import { ChallengeCreationLimitMiddleware } from './challenge-creation-limit.middleware.js';
import { ChallengesController } from './challenges.controller.js';
import { ChallengesRepository } from './challenges.repository.js';
import { ChallengesService } from './challenges.service.js';

@Module({
  imports: [GuessModule, WordListModule],
  controllers: [ChallengesController],
  providers: [ChallengesRepository, ChallengesService],
  exports: [ChallengesRepository],
})
export class ChallengesModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(ChallengeCreationLimitMiddleware).forRoutes({ path: 'api/challenges', method: RequestMethod.POST });
  }
}
