import { Module } from '@nestjs/common';
import { GameDayModule } from '../game-day/game-day.module.js';
import { GameProofModule } from '../game-proof/game-proof.module.js';
import { ServerSecretsRepository } from '../game-proof/server-secrets.repository.js';
import { GuessModule } from '../guess/guess.module.js';
import { ClockModule } from '../platform/clock/clock.js';
import { RateLimitModule } from '../platform/rate-limit/rate-limit.module.js';
import { ScheduleModule } from '../schedule/schedule.module.js';
import { WordListModule } from '../word-list/word-list.module.js';
import { WordMeaningModule } from '../word-meaning/word-meaning.module.js';
import { PracticeAnswers } from './practice-answers.js';
import { PracticeKeysSource } from './practice-keys.js';
import { PracticeController } from './practice.controller.js';
import { PracticeService } from './practice.service.js';

/** Practice games, as many as a player likes; nothing is stored per game. */
@Module({
  imports: [
    ClockModule,
    GameDayModule,
    GameProofModule,
    GuessModule,
    RateLimitModule,
    ScheduleModule,
    WordListModule,
    WordMeaningModule,
  ],
  controllers: [PracticeController],
  providers: [PracticeAnswers, PracticeKeysSource, PracticeService, ServerSecretsRepository],
  exports: [PracticeService],
})
export class PracticeModule {}
