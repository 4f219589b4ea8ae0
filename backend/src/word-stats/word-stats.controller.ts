import { Controller, Get, Query } from '@nestjs/common';
import { IsOptional } from 'class-validator';
import { IsTimeZone } from '../game-day/is-time-zone.decorator.js';
import { WordStatsService, type WordStats } from './word-stats.service.js';

class WordStatsQuery {
  @IsOptional()
  @IsTimeZone()
  timezone?: string;
}

@Controller('word-stats')
export class WordStatsController {
  constructor(private readonly wordStats: WordStatsService) {}

  /** For operators; the time zone (UTC when omitted) only decides "today". */
  @Get()
  stats(@Query() query: WordStatsQuery): Promise<WordStats> {
    return this.wordStats.stats(query.timezone ?? 'UTC');
  }
}
