import { Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { GameDayService } from '../game-day/game-day.service.js';
import { PuzzleScheduleService } from '../schedule/puzzle-schedule.service.js';
import { PuzzlesRepository } from '../schedule/puzzles.repository.js';
import { OffensiveWordFilter } from '../word-list/offensive-word-filter.js';
import { PracticeUnavailableException } from './practice.errors.js';

/**
 * Draws after which a start gives up: only a word list so small that answers repeat within the
 * days still being played, or days pinned to an offensive word, make the first draw fail at all.
 */
const MAX_DRAWS = 8;

/**
 * Where practice answers come from: the words of days that are over in every time zone. Every
 * player has been able to finish those days, and anyone can still play them in the archive, so a
 * practice game tells nobody anything a daily game still hides.
 */
@Injectable()
export class PracticeAnswers {
  constructor(
    private readonly gameDay: GameDayService,
    private readonly schedule: PuzzleScheduleService,
    private readonly puzzles: PuzzlesRepository,
    private readonly offensive: OffensiveWordFilter,
  ) {}

  /**
   * A game number drawn evenly from game 1 to the last one over everywhere, and its word, taken as
   * the archive takes it (a day nobody played gets its word now, by the schedule's race-free
   * assignment). A word that is also the answer of a day still played somewhere or still to come
   * (answers repeat once the list is used up, and an operator may pin any word ahead) is drawn
   * again, so no practice answer is a word some player cannot have finished yet. So is a word the
   * offensive-word rule refuses: the answers hold none and `puzzle pin` refuses them, but a day's
   * word may have been given before it joined the offensive list, or written by other means.
   */
  async draw(): Promise<string> {
    const { earliest } = this.gameDay.liveGameNumbers();
    const lastOver = earliest - 1;
    if (lastOver < 1) throw new PracticeUnavailableException('no-day-over');
    for (let draw = 0; draw < MAX_DRAWS; draw++) {
      const word = await this.schedule.answerFor(randomInt(1, lastOver + 1));
      if (this.offensive.refuses(word)) continue;
      const unreleased = await this.puzzles.gamesWithWord(word, earliest, this.gameDay.calendar.lastGameNumber);
      if (unreleased.length === 0) return word;
    }
    throw new PracticeUnavailableException('every-draw-refused');
  }
}
