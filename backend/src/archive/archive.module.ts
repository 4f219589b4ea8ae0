import { Module } from '@nestjs/common';
import { GameDayModule } from '../game-day/game-day.module.js';
import { GuessModule } from '../guess/guess.module.js';
import { ScheduleModule } from '../schedule/schedule.module.js';
import { ArchiveController } from './archive.controller.js';
import { ArchiveService } from './archive.service.js';

@Module({
  imports: [GameDayModule, GuessModule, ScheduleModule],
  controllers: [ArchiveController],
  providers: [ArchiveService],
  exports: [ArchiveService],
})
export class ArchiveModule {}
