import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { ChallengeCreatedReply } from '@hexle/contract/wire';
import { ValidBody, ValidParams } from '../platform/errors/valid-input.js';
import { type GuessWithHistoryBody, guessWithHistoryBody, historyOf } from '../guess/guess.dto.js';
import type { GuessResult } from '../guess/guess.service.js';
import { clientKeyOf } from '../platform/rate-limit/client-key.js';
import { RouteBudget } from '../platform/rate-limit/route-budget.js';
import {
  CHALLENGE_BUDGET,
  CHALLENGE_DAY_BUDGET,
  CHALLENGE_NETWORK_BUDGET,
  CHALLENGE_NETWORK_DAY_BUDGET,
} from './challenge-budgets.js';
import {
  type ChallengeIdParams,
  challengeIdParams,
  type CreateChallengeBody,
  createChallengeBody,
} from './challenge.dto.js';
import { ChallengesService, type ChallengeView } from './challenges.service.js';

/** A challenge id the game never makes is a broken link, whatever is wrong with it. */
const CHALLENGE_ID_CODES = { id: 'challenge_link_broken' };

@Controller('challenges')
export class ChallengesController {
  constructor(private readonly challenges: ChallengesService) {}

  @Post()
  // The window's budget first: a burst it refuses does not also spend the day's. The client's own
  // before its /48's: a client its own budgets refuse does not spend its neighbours' share.
  @RouteBudget(CHALLENGE_BUDGET, CHALLENGE_DAY_BUDGET, CHALLENGE_NETWORK_BUDGET, CHALLENGE_NETWORK_DAY_BUDGET)
  create(
    @ValidBody(createChallengeBody) body: CreateChallengeBody,
    @Req() request: Request,
  ): Promise<ChallengeCreatedReply> {
    return this.challenges.create(body.word, clientKeyOf(request));
  }

  @Get(':id')
  describe(@ValidParams(challengeIdParams, CHALLENGE_ID_CODES) params: ChallengeIdParams): Promise<ChallengeView> {
    return this.challenges.describe(params.id);
  }

  @Post(':id/check-guess')
  @HttpCode(200)
  check(
    @ValidParams(challengeIdParams, CHALLENGE_ID_CODES) params: ChallengeIdParams,
    @ValidBody(guessWithHistoryBody) body: GuessWithHistoryBody,
  ): Promise<GuessResult> {
    return this.challenges.check(params.id, body.guess, historyOf(body));
  }
}
