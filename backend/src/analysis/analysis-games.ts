import { Injectable } from '@nestjs/common';
import { ArchiveService } from '../archive/archive.service.js';
import { ChallengesService } from '../challenges/challenges.service.js';
import { GameDayService } from '../game-day/game-day.service.js';
import { type FoundGame, GuessService } from '../guess/guess.service.js';
import type { MaybePromise } from '../platform/maybe-promise.js';
import { PracticeService } from '../practice/practice.service.js';
import type { AnalysisBody } from './analysis.dto.js';
import { AnalysisGameNotFoundException } from './analysis.errors.js';

/** A game to analyse: its answer, and its name in proofs. */
export type GameToAnalyse = FoundGame;

/**
 * Finds the game a request names, through each kind's own lookup, the one its routes use (with
 * their refusals): a numbered game, today's or an archive one (they share their proofs), up to
 * today's in the player's zone, never a later one; a challenge by its id, through the routes'
 * cache; a practice game by its sealed id, for the client that started it.
 */
@Injectable()
export class AnalysisGames {
  constructor(
    private readonly gameDay: GameDayService,
    private readonly daily: GuessService,
    private readonly archive: ArchiveService,
    private readonly challenges: ChallengesService,
    private readonly practice: PracticeService,
  ) {}

  resolve(body: AnalysisBody, clientKey: string): MaybePromise<GameToAnalyse> {
    switch (body.kind) {
      case 'daily':
      case 'archive':
        return this.numbered(body.game_number, body.timezone);
      case 'challenge':
        return this.challenges.game(body.id);
      case 'practice':
        return this.practice.game(body.id, clientKey);
    }
  }

  /** Either kind names either game: a daily game ended before midnight may be analysed after it. */
  private numbered(gameNumber: number, timeZone: string): MaybePromise<GameToAnalyse> {
    const today = this.gameDay.today(timeZone).gameNumber;
    if (gameNumber > today) throw new AnalysisGameNotFoundException(gameNumber, today, timeZone);
    return gameNumber < today ? this.archive.game(gameNumber, timeZone) : this.daily.game(gameNumber, timeZone);
  }
}
