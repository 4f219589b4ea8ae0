import { Module } from '@nestjs/common';
import { ClockModule } from '../platform/clock/clock.js';
import { GameDayService } from './game-day.service.js';

@Module({ imports: [ClockModule], providers: [GameDayService], exports: [GameDayService] })
export class GameDayModule {}
