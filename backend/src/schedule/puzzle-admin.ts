import type { Actor } from '../audit/actor.js';
import type { Clock } from '../platform/clock/clock.js';
import type { GameCalendar } from '../game-day/game-calendar.js';
import { HORIZON_YEARS, parseIsoDate } from '../game-day/game-calendar.js';
// The rule that keeps offensive words out of the answers when the lists are generated (prisma/words).
import { guessWordOf } from '@hexle/contract/game';
import { isOffensive } from '@hexle/contract/words';
import { operatorsOffensiveWords } from '../word-list/offensive-word-filter.js';
import type { WordsRepository } from '../word-list/words.repository.js';
import type { Assignment, PuzzlesRepository } from './puzzles.repository.js';

export class PuzzleAdminError extends Error {}

export interface PuzzleView {
  gameNumber: number;
  date: string;
  word: string;
  pinned: boolean;
  /** "assigned" when this call chose the word, "pinned" when it pinned it. */
  change: 'none' | 'assigned' | 'pinned';
}

export interface PinView extends PuzzleView {
  /** Whether players already have the game (it needed --force). */
  released: boolean;
  /** The game's word before the pin, if it had one. */
  previous: string | null;
}

export interface UnpinView {
  gameNumber: number;
  date: string;
  word: string;
}

/** One day of the schedule as `list` and `export` show it. */
export interface ScheduleDay {
  gameNumber: number;
  date: string;
  /** Null while no word is drawn yet. */
  word: string | null;
  pinned: boolean;
  released: boolean;
}

export interface HistoryDay extends ScheduleDay {
  word: string;
  /** Words players had for this game before an operator replaced them, oldest first. */
  replaced: string[];
}

export const MAX_LIST_DAYS = 366;

/**
 * A word pinned within this many days of a game that had it (before or after) is a repeat players
 * notice: the draw never repeats an answer before all of them are used (years), so only a pin can,
 * and a regular player remembers two months of answers. A yearly theme word (SLEIGH each
 * Christmas) stays far outside it.
 */
export const REPEAT_WINDOW_DAYS = 56;

/** The operator's view of the schedule: see, list, pin, unpin and export games. */
export class PuzzleAdmin {
  private readonly offensive = operatorsOffensiveWords();

  constructor(
    private readonly puzzles: PuzzlesRepository,
    private readonly words: WordsRepository,
    private readonly calendar: GameCalendar,
    private readonly clock: Clock,
  ) {}

  /** Accepts a game number ("42") or a date ("2026-02-11") from game 1 to the horizon. */
  resolveGameNumber(target: string): number {
    if (/^\d+$/.test(target)) {
      const gameNumber = Number(target);
      if (gameNumber < 1) throw new PuzzleAdminError(`Game numbers start at 1; got ${target}`);
      if (!this.calendar.isWithinHorizon(gameNumber)) throw this.beyondHorizon(`Game ${target}`);
      return gameNumber;
    }
    if (parseIsoDate(target) !== null) {
      const gameNumber = this.calendar.gameNumberOn(target);
      if (gameNumber < 1)
        throw new PuzzleAdminError(`${target} is before the launch date ${this.calendar.launchDate} (game 1)`);
      if (!this.calendar.isWithinHorizon(gameNumber)) throw this.beyondHorizon(target);
      return gameNumber;
    }
    throw new PuzzleAdminError(`Expected a game number (1, 2, ...) or a date (YYYY-MM-DD); got "${target}"`);
  }

  /** The date of a game (YYYY-MM-DD). */
  dateOf(gameNumber: number): string {
    return this.calendar.dateOf(gameNumber);
  }

  async show(target: string): Promise<PuzzleView> {
    const gameNumber = this.resolveGameNumber(target);
    const { assignment, created } = await this.puzzles.findOrAssign(gameNumber);
    return { ...assignment, date: this.calendar.dateOf(gameNumber), change: created ? 'assigned' : 'none' };
  }

  /**
   * Pins an answer to a game. Refused: an offensive word (whatever the lists say), a word that is
   * no answer, a word a game within REPEAT_WINDOW_DAYS had (unless `allowRepeat`), and a released
   * game (unless `force`).
   */
  async pin(target: string, rawWord: string, force: boolean, actor: Actor, allowRepeat = false): Promise<PinView> {
    const gameNumber = this.resolveGameNumber(target);
    const word = guessWordOf(rawWord);
    if (word === null) throw new PuzzleAdminError(`The word must be exactly 6 letters a-z; got "${rawWord}"`);
    if (isOffensive(word.toLowerCase(), this.offensive)) {
      throw new PuzzleAdminError(
        `${word} is offensive and is never a daily answer; no option overrides this. If the answers list holds ` +
          'it, take it out of prisma/words/answers-added.txt if listed there, regenerate the lists with ' +
          '"node prisma/words/generate-word-lists.mjs" (it leaves offensive words out) and run "npm run db:seed".',
      );
    }
    const isAnswer = await this.words.isAnswer(word);
    if (isAnswer !== true) {
      throw new PuzzleAdminError(
        `${word} is not in the answers list: add it to prisma/words/answers-added.txt, regenerate the lists ` +
          'with "node prisma/words/generate-word-lists.mjs" and run "npm run db:seed" first (see prisma/words/README.md)',
      );
    }
    const date = this.calendar.dateOf(gameNumber);
    if (!allowRepeat) await this.refuseRepeat(gameNumber, word);
    let released = false;
    const releasedNow = () => {
      released = this.isReleased(gameNumber);
      if (released && !force) {
        throw new PuzzleAdminError(
          `Game ${gameNumber} (${date}) has already been released to players; ` +
            'changing its word changes the answer under them. Add --force to pin it anyway.',
        );
      }
      return released;
    };
    releasedNow();
    const { before } = await this.puzzles.pin(gameNumber, word, { actor, released: releasedNow, date });
    return { gameNumber, date, word, pinned: true, change: 'pinned', released, previous: before?.word ?? null };
  }

  private async refuseRepeat(gameNumber: number, word: string): Promise<void> {
    const near = (
      await this.puzzles.gamesWithWord(word, gameNumber - REPEAT_WINDOW_DAYS, gameNumber + REPEAT_WINDOW_DAYS)
    ).filter((game) => game !== gameNumber);
    if (near.length === 0) return;
    const games = near.map((game) => `game ${game} (${this.calendar.dateOf(game)})`).join(', ');
    throw new PuzzleAdminError(
      `${word} is already the word of ${games}, within ${REPEAT_WINDOW_DAYS / 7} weeks of game ${gameNumber} ` +
        `(${this.calendar.dateOf(gameNumber)}): players would meet it again that soon. ` +
        'Add --allow-repeat to pin it anyway.',
    );
  }

  /** Gives a pinned game back to the draw; a released game keeps its word. */
  async unpin(target: string, actor: Actor): Promise<UnpinView> {
    const gameNumber = this.resolveGameNumber(target);
    const date = this.calendar.dateOf(gameNumber);
    const refuseIfReleased = () => {
      if (this.isReleased(gameNumber)) {
        throw new PuzzleAdminError(
          `Game ${gameNumber} (${date}) has already been released to players: its word stays. ` +
            'To change it anyway, pin another word with --force.',
        );
      }
      return false;
    };
    refuseIfReleased();
    const { before, after } = await this.puzzles.unpin(gameNumber, { actor, date, released: refuseIfReleased });
    if (!before) throw new PuzzleAdminError(`Game ${gameNumber} (${date}) has no word yet: nothing to unpin.`);
    if (after) throw new PuzzleAdminError(`Game ${gameNumber} (${date}) is not pinned (${before.word} was drawn).`);
    return { gameNumber, date, word: before.word };
  }

  /** `days` games from `from` (default: today's game in UTC); reads only, never draws a word. */
  async list(from: string | undefined, days: number): Promise<ScheduleDay[]> {
    const first = from === undefined ? Math.max(1, this.todayInUtc()) : this.resolveGameNumber(from);
    const last = Math.min(first + days - 1, this.calendar.lastGameNumber);
    const assigned = new Map((await this.puzzles.range(first, last)).map((row) => [row.gameNumber, row]));
    const schedule: ScheduleDay[] = [];
    for (let gameNumber = first; gameNumber <= last; gameNumber++)
      schedule.push(this.day(gameNumber, assigned.get(gameNumber) ?? null));
    return schedule;
  }

  /** Every game that has a word, in order: the game's history. */
  async history(): Promise<HistoryDay[]> {
    return (await this.puzzles.history()).map((entry) => ({ ...this.day(entry.gameNumber, entry), ...entry }));
  }

  private day(gameNumber: number, assignment: Assignment | null): ScheduleDay {
    return {
      gameNumber,
      date: this.calendar.dateOf(gameNumber),
      word: assignment?.word ?? null,
      pinned: assignment?.pinned ?? false,
      released: this.isReleased(gameNumber),
    };
  }

  /** Live somewhere on Earth: its date has begun in the earliest time zone (UTC+14). */
  private isReleased(gameNumber: number): boolean {
    return gameNumber <= this.calendar.latestLiveGameNumber(this.clock.now());
  }

  private todayInUtc(): number {
    return this.calendar.gameNumberOn(new Date(this.clock.now()).toISOString().slice(0, 10));
  }

  private beyondHorizon(what: string): PuzzleAdminError {
    const last = this.calendar.lastGameNumber;
    return new PuzzleAdminError(
      `${what} is too far ahead: games are scheduled at most ${HORIZON_YEARS} years after the launch date, ` +
        `up to game ${last} (${this.calendar.dateOf(last)})`,
    );
  }
}
