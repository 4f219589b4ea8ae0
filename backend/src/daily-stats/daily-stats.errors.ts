import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../platform/errors/api-error.js';

/** A game not yet released in the asking zone: its figures do not exist yet there. */
export class StatsGameNotFoundException extends ApiException {
  constructor(gameNumber: number, today: number, timeZone: string) {
    super(
      HttpStatus.NOT_FOUND,
      'game_not_found',
      `Game ${gameNumber} has no figures: the games so far in ${timeZone} are 1 to ${today}`,
    );
  }
}
