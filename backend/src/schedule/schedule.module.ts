import { Module } from '@nestjs/common';
import { GameDayModule } from '../game-day/game-day.module.js';
import { LaunchModule } from '../launch/launch.module.js';
import { PuzzleScheduleService } from './puzzle-schedule.service.js';
import { PuzzlesRepository } from './puzzles.repository.js';

@Module({
  imports: [GameDayModule, LaunchModule],
  providers: [PuzzlesRepository, PuzzleScheduleService],
  exports: [PuzzlesRepository, PuzzleScheduleService],
})
export class ScheduleModule {}
