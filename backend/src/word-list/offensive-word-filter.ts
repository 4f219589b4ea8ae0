import { existsSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
// The same rule and lists that keep such words out of the daily answers (prisma/words).
import { EXTRA_OFFENSIVE_NAME, isOffensive, offensiveWords } from '@hexle/contract/words';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { defaultWordListDir } from './word-list-files.js';

/**
 * The offensive words as the operator keeps them: the shared list, and the hand list in the word
 * lists' folder (WORD_LIST_DIR, prisma/words by default), so a word added there is refused by the
 * API after a restart, by the seed at once, wherever the folder is mounted. A folder without the
 * file uses the one this release ships.
 */
export function operatorsOffensiveWords(dir: string = defaultWordListDir()): Set<string> {
  const file = path.join(dir, EXTRA_OFFENSIVE_NAME);
  return existsSync(file) ? offensiveWords(file) : offensiveWords();
}

/**
 * The offensive-word rule, for words the game would show under its name: valid guesses may be
 * rude, but a challenge word someone sends to a friend, or a practice answer, may not.
 */
@Injectable()
export class OffensiveWordFilter {
  private readonly words: ReadonlySet<string>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.words = operatorsOffensiveWords(config.wordListDir ?? defaultWordListDir({}));
  }

  refuses(word: string): boolean {
    return isOffensive(word.toLowerCase(), this.words);
  }
}
