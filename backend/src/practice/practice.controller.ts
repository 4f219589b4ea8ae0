import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { PracticeStartReply } from '@hexle/contract/wire';
import { type GuessWithHistoryBody, guessWithHistoryBody, historyOf } from '../guess/guess.dto.js';
import type { GuessResult } from '../guess/guess.service.js';
import type { MaybePromise } from '../platform/maybe-promise.js';
import { ValidBody, ValidParams } from '../platform/errors/valid-input.js';
import { clientKeyOf } from '../platform/rate-limit/client-key.js';
import { RouteBudget } from '../platform/rate-limit/route-budget.js';
import { PRACTICE_BUDGET, PRACTICE_NETWORK_BUDGET } from './practice-budgets.js';
import {
  type GiveUpBody,
  giveUpBody,
  type PracticeIdParams,
  practiceIdParams,
  type StartPracticeBody,
  startPracticeBody,
} from './practice.dto.js';
import { finishedWords } from './practice-draw.js';
import { PRACTICE_FINISHED_MALFORMED, PRACTICE_ID_MALFORMED } from './practice.errors.js';
import { type GiveUpResult, PracticeService } from './practice.service.js';

const PRACTICE_ID_CODES = { id: PRACTICE_ID_MALFORMED };
const START_CODES = { finished: PRACTICE_FINISHED_MALFORMED };

@Controller('practice')
export class PracticeController {
  constructor(private readonly practice: PracticeService) {}

  @Post()
  // The client's own budget before its /48's: a client refused by its own spends none of its neighbours'.
  @RouteBudget(PRACTICE_BUDGET, PRACTICE_NETWORK_BUDGET)
  start(
    @ValidBody(startPracticeBody, START_CODES) body: StartPracticeBody,
    @Req() request: Request,
  ): MaybePromise<PracticeStartReply> {
    return this.practice.start(clientKeyOf(request), finishedWords(body.finished));
  }

  @Post(':id/check-guess')
  @HttpCode(200)
  check(
    @ValidParams(practiceIdParams, PRACTICE_ID_CODES) params: PracticeIdParams,
    @ValidBody(guessWithHistoryBody) body: GuessWithHistoryBody,
    @Req() request: Request,
  ): MaybePromise<GuessResult> {
    return this.practice.check(params.id, body.guess, historyOf(body), clientKeyOf(request));
  }

  @Post(':id/give-up')
  @HttpCode(200)
  giveUp(
    @ValidParams(practiceIdParams, PRACTICE_ID_CODES) params: PracticeIdParams,
    @ValidBody(giveUpBody) body: GiveUpBody,
    @Req() request: Request,
  ): Promise<GiveUpResult> {
    return this.practice.giveUp(params.id, body.previous_guesses, body.proof, clientKeyOf(request));
  }
}
