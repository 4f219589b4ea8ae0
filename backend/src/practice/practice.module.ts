import { Module } from '@nestjs/common';
import { GameProofModule } from '../game-proof/game-proof.module.js';
import { ServerSecretsRepository } from '../game-proof/server-secrets.repository.js';
import { GuessModule } from '../guess/guess.module.js';
import { ClockModule } from '../platform/clock/clock.js';
import { RateLimitModule } from '../platform/rate-limit/rate-limit.module.js';
import { WordListModule } from '../word-list/word-list.module.js';
import { WordMeaningModule } from '../word-meaning/word-meaning.module.js';
import { PracticeAnswers } from './practice-answers.js';
import { PracticeKeysSource } from './practice-keys.js';
import { PracticeStartBodyReader, PracticeStartIntakeMiddleware } from './practice-start-intake.middleware.js';
import { PracticeWordsRepository } from './practice-words.repository.js';
import { PracticeController } from './practice.controller.js';
import { PracticeService } from './practice.service.js';

/** Practice games, as many as a player likes; nothing is stored per game. */
@Module({
  imports: [ClockModule, GameProofModule, GuessModule, RateLimitModule, WordListModule, WordMeaningModule],
  controllers: [PracticeController],
  providers: [
    PracticeAnswers,
    PracticeKeysSource,
    PracticeService,
    PracticeStartBodyReader,
    PracticeStartIntakeMiddleware,
    PracticeWordsRepository,
    ServerSecretsRepository,
  ],
  exports: [PracticeService, PracticeStartIntakeMiddleware],
})
export class PracticeModule {}
