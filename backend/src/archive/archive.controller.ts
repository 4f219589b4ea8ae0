import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ValidBody, ValidQuery } from '../platform/errors/valid-input.js';
import { type TimeZoneQuery, timeZoneQuery } from '../game-day/time-zone.query.js';
import { type CheckGuessBody, checkGuessBody, historyOf } from '../guess/guess.dto.js';
import type { GuessResult } from '../guess/guess.service.js';
import { ArchiveService, type ArchiveList } from './archive.service.js';

@Controller('archive')
export class ArchiveController {
  constructor(private readonly archive: ArchiveService) {}

  @Get()
  list(@ValidQuery(timeZoneQuery) query: TimeZoneQuery): ArchiveList {
    return this.archive.list(query.timezone);
  }

  @Post('check-guess')
  @HttpCode(200)
  check(@ValidBody(checkGuessBody) body: CheckGuessBody): Promise<GuessResult> {
    return this.archive.check(body.guess, body.game_number, body.timezone, historyOf(body));
  }
}
