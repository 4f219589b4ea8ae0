import { Module } from '@nestjs/common';
import { GameDayService } from './game-day.service.js';

@Module({ providers: [GameDayService], exports: [GameDayService] })
export class GameDayModule {}
