import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { SchemaPipe } from '../platform/errors/validation.pipe.js';
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
  async validate(@Body(new SchemaPipe(validateGuessBody)) body: ValidateGuessBody): Promise<{ valid: boolean }> {
    return { valid: await this.guesses.validate(body.guess) };
  }

  @Post('check-guess')
  @HttpCode(200)
  check(@Body(new SchemaPipe(checkGuessBody)) body: CheckGuessBody): Promise<GuessResult> {
    return this.guesses.check(body.guess, body.game_number, body.timezone, historyOf(body));
  }
}
