import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { SchemaPipe } from '../platform/errors/validation.pipe.js';
import { type TimeZoneQuery, timeZoneQuery } from '../game-day/time-zone.query.js';
import { type CheckGuessBody, checkGuessBody, historyOf } from '../guess/guess.dto.js';
import type { GuessResult } from '../guess/guess.service.js';
import { ArchiveService, type ArchiveList } from './archive.service.js';

@Controller('archive')
export class ArchiveController {
  constructor(private readonly archive: ArchiveService) {}

  @Get()
  list(@Query(new SchemaPipe(timeZoneQuery)) query: TimeZoneQuery): ArchiveList {
    return this.archive.list(query.timezone);
  }

  @Post('check-guess')
  @HttpCode(200)
  check(@Body(new SchemaPipe(checkGuessBody)) body: CheckGuessBody): Promise<GuessResult> {
    return this.archive.check(body.guess, body.game_number, body.timezone, historyOf(body));
  }
}
