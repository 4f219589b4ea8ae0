import { GUESSES_UNPROVEN } from '@hexle/contract/error-codes';
import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../platform/errors/api-error.js';

/** Asked before the game ended: nothing about the game is told. */
export class GameNotOverException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, 'game_not_over', 'This game is not over yet: send it once it is won, lost or given up');
  }
}

/** Guesses the server did not judge for this game, in this order: nothing about the game is told. */
export class GuessesUnprovenException extends ApiException {
  constructor() {
    super(
      HttpStatus.UNPROCESSABLE_ENTITY,
      GUESSES_UNPROVEN,
      "These guesses were not all judged by the server for this game: send all of its guesses, in order, with the proof of the game's last reply",
    );
  }
}

/** A numbered game not yet released in the player's zone, or before the first. */
export class AnalysisGameNotFoundException extends ApiException {
  constructor(gameNumber: number, today: number, timeZone: string) {
    super(
      HttpStatus.NOT_FOUND,
      'game_not_found',
      `Game ${gameNumber} cannot be analysed: the games so far in ${timeZone} are 1 to ${today}`,
    );
  }
}

/** The solver's word lists are still being prepared (the first seconds after a start). */
export class AnalysisUnavailableException extends ApiException {
  constructor() {
    super(
      HttpStatus.SERVICE_UNAVAILABLE,
      'analysis_unavailable',
      'Game analysis is starting up. Please try again in a few seconds.',
    );
  }
}

/** Too many analyses waiting in this process: refused at once rather than queued without end. */
export class AnalysisBusyException extends ApiException {
  constructor() {
    super(HttpStatus.SERVICE_UNAVAILABLE, 'analysis_busy', 'Game analysis is busy. Please try again in a moment.');
  }
}
