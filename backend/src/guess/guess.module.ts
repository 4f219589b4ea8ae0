import { Module } from '@nestjs/common';
import { GameDayModule } from '../game-day/game-day.module.js';
import { GameProofModule } from '../game-proof/game-proof.module.js';
import { ScheduleModule } from '../schedule/schedule.module.js';
import { WordListModule } from '../word-list/word-list.module.js';
import { GuessController } from './guess.controller.js';
import { GuessService } from './guess.service.js';

@Module({
  imports: [GameDayModule, GameProofModule, ScheduleModule, WordListModule],
  controllers: [GuessController],
  providers: [GuessService],
  exports: [GuessService],
})
export class GuessModule {}
