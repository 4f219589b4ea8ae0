import { HttpStatus, Injectable } from '@nestjs/common';
import { ApiException } from '../platform/errors/api-error.js';
import { GameDayService } from '../game-day/game-day.service.js';
import {
  dailyGameKey,
  type FoundGame,
  GuessService,
  type GameHistory,
  type GuessResult,
} from '../guess/guess.service.js';
import { type MaybePromise, whenReady } from '../platform/maybe-promise.js';
import { PuzzleScheduleService } from '../schedule/puzzle-schedule.service.js';
import type { ArchiveGameReply, ArchiveReply } from '@hexle/contract/wire';

export type ArchiveGame = ArchiveGameReply;

/** Today's game in the player's zone, and every earlier game, newest first. */
export type ArchiveList = ArchiveReply;

export class NotInArchiveException extends ApiException {
  constructor(gameNumber: number, latest: number, timeZone: string) {
    super(
      HttpStatus.NOT_FOUND,
      'not_in_archive',
      latest < 1
        ? `Game ${gameNumber} is not in the archive: there are no past games yet in ${timeZone}`
        : `Game ${gameNumber} is not in the archive: it holds games 1 to ${latest} in ${timeZone}`,
    );
  }
}

/** Earlier games, from game 1 to yesterday's in the player's zone, played like today's. */
@Injectable()
export class ArchiveService {
  constructor(
    private readonly gameDay: GameDayService,
    private readonly schedule: PuzzleScheduleService,
    private readonly guesses: GuessService,
  ) {}

  list(timeZone: string): ArchiveList {
    const today = this.gameDay.today(timeZone);
    const { calendar } = this.gameDay;
    const games: ArchiveGame[] = [];
    for (let gameNumber = today.gameNumber - 1; gameNumber >= 1; gameNumber--) {
      games.push({ game_number: gameNumber, date: calendar.dateOf(gameNumber) });
    }
    return { today: { game_number: today.gameNumber, date: today.date }, games };
  }

  async check(guess: string, gameNumber: number, timeZone: string, history: GameHistory): Promise<GuessResult> {
    const { answer, gameKey } = await this.game(gameNumber, timeZone);
    return this.guesses.judge(guess, answer, gameKey, history, 'archive');
  }

  /**
   * A game of the archive (before today's in the player's zone), as its route finds it; it shares
   * its answer and its proofs with the daily game of that number. A game never played by anyone
   * gets its answer now, by the schedule's race-free assignment.
   */
  game(gameNumber: number, timeZone: string): MaybePromise<FoundGame> {
    const latest = this.gameDay.today(timeZone).gameNumber - 1;
    if (gameNumber > latest) throw new NotInArchiveException(gameNumber, latest, timeZone);
    return whenReady(this.schedule.answerFor(gameNumber), (answer) => ({ answer, gameKey: dailyGameKey(gameNumber) }));
  }
}
