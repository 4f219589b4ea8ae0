import { ANSWER_CHANGED, GAME_NUMBER_MISMATCH, NOT_IN_WORD_LIST } from '@hexle/contract/error-codes';
import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../platform/errors/api-error.js';

/** The browser reloads on this code: the day changed under the player. */
export class GameNumberMismatchException extends ApiException {
  constructor(sent: number, today: number, timeZone: string) {
    super(
      HttpStatus.CONFLICT,
      GAME_NUMBER_MISMATCH,
      `Game number mismatch: game ${sent} is not today's game (${today}) in ${timeZone}`,
    );
  }
}

export class NotInWordListException extends ApiException {
  constructor() {
    super(HttpStatus.UNPROCESSABLE_ENTITY, NOT_IN_WORD_LIST, 'Not in word list');
  }
}

/**
 * The game's word was replaced (an operator's `puzzle pin --force`) after the earlier guesses were
 * judged: the page starts the game again on this code, as on a game number mismatch.
 */
export class AnswerChangedException extends ApiException {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      ANSWER_CHANGED,
      "Game mismatch: this game's word was changed after your earlier guesses; start the game again",
    );
  }
}
