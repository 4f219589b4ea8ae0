import { Controller, Get, Header } from '@nestjs/common';
import type { DailyStatsReply } from '@hexle/contract/wire';
import { type TimeZoneQuery, timeZoneQuery } from '../game-day/time-zone.query.js';
import { ValidParams, ValidQuery } from '../platform/errors/valid-input.js';
import { type DailyStatsParams, dailyStatsParams } from './daily-stats.dto.js';
import { DailyStatsService } from './daily-stats.service.js';

@Controller('stats/daily')
export class DailyStatsController {
  constructor(private readonly stats: DailyStatsService) {}

  /** Public and the same for everyone: caches may keep it for the seconds the figures take to move. */
  @Get(':game_number')
  @Header('Cache-Control', 'public, max-age=20')
  figures(
    @ValidParams(dailyStatsParams) params: DailyStatsParams,
    @ValidQuery(timeZoneQuery) query: TimeZoneQuery,
  ): Promise<DailyStatsReply> {
    return this.stats.figures(params.game_number, query.timezone);
  }
}
