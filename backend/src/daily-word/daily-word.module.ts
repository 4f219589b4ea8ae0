import { Module } from '@nestjs/common';
import { GameDayModule } from '../game-day/game-day.module.js';
import { DailyWordController } from './daily-word.controller.js';

@Module({ imports: [GameDayModule], controllers: [DailyWordController] })
export class DailyWordModule {}
