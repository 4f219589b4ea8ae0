import { Controller, Get, Query } from '@nestjs/common';
import { GameDayService } from '../game-day/game-day.service.js';
import { TimeZoneQuery } from '../game-day/time-zone.query.js';

export const WORD_LENGTH = 6;
export const MAX_GUESSES = 7;

@Controller('daily-word')
export class DailyWordController {
  constructor(private readonly gameDay: GameDayService) {}

  @Get()
  today(@Query() query: TimeZoneQuery) {
    const { gameNumber, date } = this.gameDay.today(query.timezone);
    return { game_number: gameNumber, date, word_length: WORD_LENGTH, max_guesses: MAX_GUESSES };
  }
}
