import { Controller, Get, Header, Headers, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { ChallengeResultReply, ChallengeResultsReply } from '@hexle/contract/wire';
import { ValidBody, ValidParams } from '../platform/errors/valid-input.js';
import { clientKeyOf } from '../platform/rate-limit/client-key.js';
import { RouteBudget } from '../platform/rate-limit/route-budget.js';
import { CHALLENGE_RESULT_DAY_BUDGET, CHALLENGE_RESULT_NETWORK_DAY_BUDGET } from './challenge-result-budgets.js';
import {
  type ChallengeIdParams,
  challengeIdParams,
  type ChallengeResultBody,
  challengeResultBody,
  senderToken,
} from './challenge-results.dto.js';
import { ChallengeResultsService } from './challenge-results.service.js';

/** A challenge id the game never makes is a broken link, as on the challenge's own routes. */
const CHALLENGE_ID_CODES = { id: 'challenge_link_broken' };

@Controller('challenges')
export class ChallengeResultsController {
  constructor(private readonly results: ChallengeResultsService) {}

  /**
   * A friend's finished game; spends the POST budget and a day's budget of results (the client's
   * before its /48's), at most one a client and challenge is kept.
   */
  @Post(':id/results')
  @RouteBudget(CHALLENGE_RESULT_DAY_BUDGET, CHALLENGE_RESULT_NETWORK_DAY_BUDGET)
  @Header('Cache-Control', 'private, no-store')
  post(
    @ValidParams(challengeIdParams, CHALLENGE_ID_CODES) params: ChallengeIdParams,
    @ValidBody(challengeResultBody) body: ChallengeResultBody,
    @Req() request: Request,
  ): Promise<ChallengeResultReply> {
    return this.results.post(params.id, body, clientKeyOf(request));
  }

  @Get(':id/results')
  @Header('Cache-Control', 'private, no-store')
  read(
    @ValidParams(challengeIdParams, CHALLENGE_ID_CODES) params: ChallengeIdParams,
    @Headers('authorization') authorization: string | undefined,
  ): Promise<ChallengeResultsReply> {
    return this.results.read(params.id, senderToken(authorization));
  }
}
