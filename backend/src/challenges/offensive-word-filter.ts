import { HttpStatus, Injectable } from '@nestjs/common';
// The same rule and lists that keep such words out of the daily answers (prisma/words).
import { isOffensive, offensiveWords } from '@hexle/contract/words';

import { ApiException } from '../platform/errors/api-error.js';

export const OFFENSIVE_WORD_MESSAGE = "That word can't be used for a challenge. Please pick another.";

export class OffensiveChallengeWordException extends ApiException {
  constructor() {
    super(HttpStatus.UNPROCESSABLE_ENTITY, 'offensive_word', OFFENSIVE_WORD_MESSAGE);
  }
}

/** Valid guesses may be rude; a word someone sends to a friend under the game's name may not. */
@Injectable()
export class OffensiveWordFilter {
  private readonly words = offensiveWords();

  refuses(word: string): boolean {
    return isOffensive(word.toLowerCase(), this.words);
  }
}
