import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { historyOf, GuessWithHistoryBody } from '../guess/guess.dto.js';
import type { GuessResult } from '../guess/guess.service.js';
import { ChallengeIdParams, CreateChallengeBody } from './challenge.dto.js';
import { ChallengesService, type ChallengeView } from './challenges.service.js';

@Controller('challenges')
export class ChallengesController {
  constructor(private readonly challenges: ChallengesService) {}

  @Post()
  create(@Body() body: CreateChallengeBody): Promise<{ id: string }> {
    return this.challenges.create(body.word);
  }

  @Get(':id')
  describe(@Param() params: ChallengeIdParams): Promise<ChallengeView> {
    return this.challenges.describe(params.id);
  }

  @Post(':id/check-guess')
  @HttpCode(200)
  check(@Param() params: ChallengeIdParams, @Body() body: GuessWithHistoryBody): Promise<GuessResult> {
    return this.challenges.check(params.id, body.guess, historyOf(body));
  }
}
