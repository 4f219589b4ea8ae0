import { Controller, Get } from '@nestjs/common';
import { z } from 'zod';
import { ValidQuery } from '../platform/errors/valid-input.js';
import { timeZoneField } from '../game-day/time-zone.query.js';
import { WordStatsService, type WordStats } from './word-stats.service.js';

const wordStatsQuery = z.object({ timezone: timeZoneField.nullish() });

@Controller('word-stats')
export class WordStatsController {
  constructor(private readonly wordStats: WordStatsService) {}

  /** For operators; the time zone (UTC when omitted) only decides "today". */
  @Get()
  stats(@ValidQuery(wordStatsQuery) query: z.infer<typeof wordStatsQuery>): Promise<WordStats> {
    return this.wordStats.stats(query.timezone ?? 'UTC');
  }
}
