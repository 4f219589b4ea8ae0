import { HttpStatus } from '@nestjs/common';
import { CHALLENGE_RESULT_EXISTS, CHALLENGE_RESULTS_FULL } from '@hexle/contract/error-codes';
import { ApiException } from '../platform/errors/api-error.js';

/** This player (client) already sent a result of this challenge. */
export class ChallengeResultExistsException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, CHALLENGE_RESULT_EXISTS, 'Your result of this challenge is already counted');
  }
}

/** The challenge has CHALLENGE_RESULTS_MAX (the setting) results already. */
export class ChallengeResultsFullException extends ApiException {
  constructor(max: number) {
    super(
      HttpStatus.CONFLICT,
      CHALLENGE_RESULTS_FULL,
      `This challenge already counts ${max} results, the most it keeps`,
    );
  }
}

/** Not the token the challenge's sender was given (or a challenge made before sender tokens). */
export class SenderTokenRefusedException extends ApiException {
  constructor() {
    super(
      HttpStatus.FORBIDDEN,
      'sender_token_refused',
      "Only the challenge's sender, with the token given when it was made, reads how friends did",
    );
  }
}

/** A name the offensive-word rule refuses. */
export class ResultNameRefusedException extends ApiException {
  constructor() {
    super(HttpStatus.UNPROCESSABLE_ENTITY, 'name_refused', "That name can't be shown. Choose another, or send none.");
  }
}
