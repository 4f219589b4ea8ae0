import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { SchemaPipe } from '../errors/validation.pipe.js';
import { type GuessWithHistoryBody, guessWithHistoryBody, historyOf } from '../guess/guess.dto.js';
import type { GuessResult } from '../guess/guess.service.js';
import { clientKeyOf } from '../rate-limit/client-key.js';
import {
  type ChallengeIdParams,
  challengeIdParams,
  type CreateChallengeBody,
  createChallengeBody,
} from './challenge.dto.js';
import { ChallengesService, type ChallengeView } from './challenges.service.js';

@Controller('challenges')
export class ChallengesController {
  constructor(private readonly challenges: ChallengesService) {}

  @Post()
  create(
    @Body(new SchemaPipe(createChallengeBody)) body: CreateChallengeBody,
    @Req() request: Request,
  ): Promise<{ id: string }> {
    return this.challenges.create(body.word, clientKeyOf(request));
  }

  @Get(':id')
  describe(@Param(new SchemaPipe(challengeIdParams)) params: ChallengeIdParams): Promise<ChallengeView> {
    return this.challenges.describe(params.id);
  }

  @Post(':id/check-guess')
  @HttpCode(200)
  check(
    @Param(new SchemaPipe(challengeIdParams)) params: ChallengeIdParams,
    @Body(new SchemaPipe(guessWithHistoryBody)) body: GuessWithHistoryBody,
  ): Promise<GuessResult> {
    return this.challenges.check(params.id, body.guess, historyOf(body));
  }
}
