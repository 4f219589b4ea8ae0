import { HttpStatus } from '@nestjs/common';
import { CHALLENGE_NOT_FOUND } from '@hexle/contract/error-codes';
import { ApiException } from '../platform/errors/api-error.js';

export class ChallengeNotFoundException extends ApiException {
  constructor() {
    super(
      HttpStatus.NOT_FOUND,
      CHALLENGE_NOT_FOUND,
      'No such challenge: the link is wrong, or the challenge is so old that it was removed',
    );
  }
}

export const OFFENSIVE_WORD_MESSAGE = "That word can't be used for a challenge. Please pick another.";

/** A challenge word the offensive-word rule refuses (word-list/offensive-word-filter.ts). */
export class OffensiveChallengeWordException extends ApiException {
  constructor() {
    super(HttpStatus.UNPROCESSABLE_ENTITY, 'offensive_word', OFFENSIVE_WORD_MESSAGE);
  }
}
