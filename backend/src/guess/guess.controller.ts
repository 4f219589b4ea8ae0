import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ValidBody } from '../platform/errors/valid-input.js';
import { type MaybePromise, whenReady } from '../platform/maybe-promise.js';
import { clientKeyOf, neighbourhoodOf } from '../platform/rate-limit/client-key.js';
import {
  type CheckGuessBody,
  checkGuessBody,
  historyOf,
  type ValidateGuessBody,
  validateGuessBody,
} from './guess.dto.js';
import { GuessService, type GuessResult } from './guess.service.js';

@Controller()
export class GuessController {
  constructor(private readonly guesses: GuessService) {}

  @Post('validate')
  @HttpCode(200)
  validate(@ValidBody(validateGuessBody) body: ValidateGuessBody): MaybePromise<{ valid: boolean }> {
    return whenReady(this.guesses.validate(body.guess), (valid) => ({ valid }));
  }

  @Post('check-guess')
  @HttpCode(200)
  check(@ValidBody(checkGuessBody) body: CheckGuessBody, @Req() request: Request): MaybePromise<GuessResult> {
    return this.guesses.check(body.guess, body.game_number, body.timezone, historyOf(body), {
      client: clientKeyOf(request),
      network: neighbourhoodOf(request),
    });
  }
}
