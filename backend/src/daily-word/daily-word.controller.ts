import { Controller, Get } from '@nestjs/common';
import { GameDayService } from '../game-day/game-day.service.js';
import { ValidQuery } from '../platform/errors/valid-input.js';
import { type TimeZoneQuery, timeZoneQuery } from '../game-day/time-zone.query.js';
import { MAX_GUESSES, WORD_LENGTH } from '@hexle/contract/game';
import type { DailyWordReply } from '@hexle/contract/wire';

@Controller('daily-word')
export class DailyWordController {
  constructor(private readonly gameDay: GameDayService) {}

  @Get()
  today(@ValidQuery(timeZoneQuery) query: TimeZoneQuery): DailyWordReply {
    const { gameNumber, date } = this.gameDay.today(query.timezone);
    return { game_number: gameNumber, date, word_length: WORD_LENGTH, max_guesses: MAX_GUESSES };
  }
}
