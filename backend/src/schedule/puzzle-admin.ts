import type { Clock } from '../clock/clock.js';
import type { GameCalendar } from '../game-day/game-calendar.js';
import { parseIsoDate } from '../game-day/game-calendar.js';
import type { WordsRepository } from '../word-list/words.repository.js';
import type { PuzzlesRepository } from './puzzles.repository.js';

export class PuzzleAdminError extends Error {}

export interface PuzzleView {
  gameNumber: number;
  date: string;
  word: string;
  pinned: boolean;
  /** "assigned" when this call chose the word, "pinned" when it pinned it. */
  change: 'none' | 'assigned' | 'pinned';
}

/** The operator's view of the schedule: see a game's word, or pin one. */
export class PuzzleAdmin {
  constructor(
    private readonly puzzles: PuzzlesRepository,
    private readonly words: WordsRepository,
    private readonly calendar: GameCalendar,
    private readonly clock: Clock,
  ) {}

  /** Accepts a game number ("42") or a date ("2026-02-11"). */
  resolveGameNumber(target: string): number {
    if (/^\d+$/.test(target)) {
      const gameNumber = Number(target);
      if (!Number.isSafeInteger(gameNumber) || gameNumber < 1 || gameNumber > 2_147_483_647) {
        throw new PuzzleAdminError(`Game numbers start at 1; got ${target}`);
      }
      return gameNumber;
    }
    if (parseIsoDate(target) !== null) {
      const gameNumber = this.calendar.gameNumberOn(target);
      if (gameNumber < 1)
        throw new PuzzleAdminError(`${target} is before the launch date ${this.calendar.launchDate} (game 1)`);
      return gameNumber;
    }
    throw new PuzzleAdminError(`Expected a game number (1, 2, ...) or a date (YYYY-MM-DD); got "${target}"`);
  }

  async show(target: string): Promise<PuzzleView> {
    const gameNumber = this.resolveGameNumber(target);
    const { assignment, created } = await this.puzzles.findOrAssign(gameNumber);
    return { ...assignment, date: this.calendar.dateOf(gameNumber), change: created ? 'assigned' : 'none' };
  }

  async pin(target: string, rawWord: string, force: boolean): Promise<PuzzleView> {
    const gameNumber = this.resolveGameNumber(target);
    if (!/^[A-Za-z]{6}$/.test(rawWord))
      throw new PuzzleAdminError(`The word must be exactly 6 letters a-z; got "${rawWord}"`);
    const word = rawWord.toUpperCase();
    const isAnswer = await this.words.isAnswer(word);
    if (isAnswer !== true) {
      throw new PuzzleAdminError(
        `${word} is not in the answers list: add it to prisma/words/answers.txt and run "npx prisma db seed" first`,
      );
    }
    const latestLive = this.calendar.latestLiveGameNumber(this.clock.now());
    if (gameNumber <= latestLive && !force) {
      throw new PuzzleAdminError(
        `Game ${gameNumber} (${this.calendar.dateOf(gameNumber)}) has already been released to players; ` +
          'changing its word changes the answer under them. Add --force to pin it anyway.',
      );
    }
    const assignment = await this.puzzles.pin(gameNumber, word);
    return { ...assignment, date: this.calendar.dateOf(gameNumber), change: 'pinned' };
  }
}
