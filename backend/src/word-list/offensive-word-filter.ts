import { Injectable } from '@nestjs/common';
// The same rule and lists that keep such words out of the daily answers (prisma/words).
import { isOffensive, offensiveWords } from '@hexle/contract/words';

/**
 * The offensive-word rule, for words the game would show under its name: valid guesses may be
 * rude, but a challenge word someone sends to a friend, or a practice answer, may not.
 */
@Injectable()
export class OffensiveWordFilter {
  private readonly words = offensiveWords();

  refuses(word: string): boolean {
    return isOffensive(word.toLowerCase(), this.words);
  }
}
