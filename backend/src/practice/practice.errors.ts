import { PRACTICE_EXPIRED, PRACTICE_NOT_FOUND, PRACTICE_OTHER_CLIENT } from '@hexle/contract/error-codes';
import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../platform/errors/api-error.js';
import type { PracticeIdProblem } from './practice-id.js';

/** What the path's id is when it cannot be one; the DTO and the token module both say it. */
export const PRACTICE_ID_MALFORMED = 'practice_id_malformed';
export const MALFORMED_PRACTICE_ID_TEXT = 'This practice game id is broken: it is not one the game makes';

/** The start's list of finished words when it is not one (practice.dto.ts). */
export const PRACTICE_FINISHED_MALFORMED = 'practice_finished_malformed';

/** The database holds no practice word (prisma/words/practice.txt not loaded). */
export class PracticeUnavailableException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, 'practice_unavailable', 'Practice is not available right now. Please try again later.');
  }
}

/**
 * Each refusal of an id, none of which says anything of the word: an id that was forged or altered
 * reads exactly like one this server never made.
 */
const ID_REFUSALS: Record<PracticeIdProblem, [HttpStatus, string, string]> = {
  malformed: [HttpStatus.BAD_REQUEST, PRACTICE_ID_MALFORMED, MALFORMED_PRACTICE_ID_TEXT],
  'not-found': [
    HttpStatus.NOT_FOUND,
    PRACTICE_NOT_FOUND,
    'No such practice game: the id is wrong. Start a new practice game.',
  ],
  expired: [
    HttpStatus.GONE,
    PRACTICE_EXPIRED,
    'This practice game has expired: games can be played for 30 days. Start a new practice game.',
  ],
  'other-client': [
    HttpStatus.FORBIDDEN,
    PRACTICE_OTHER_CLIENT,
    'This practice game was started from another connection. Start a new practice game.',
  ],
};

export class PracticeIdRefusedException extends ApiException {
  constructor(problem: PracticeIdProblem) {
    const [status, code, text] = ID_REFUSALS[problem];
    super(status, code, text);
  }
}

/** Give up with guesses the server did not judge for this game, in this order: no word. */
export class GiveUpUnprovenException extends ApiException {
  constructor() {
    super(
      HttpStatus.UNPROCESSABLE_ENTITY,
      'give_up_unproven',
      "Can't give up this game: send its guesses so far with the proof the server gave for the last of them",
    );
  }
}
