import { Inject, Injectable } from '@nestjs/common';
import { ChallengesRepository } from '../challenges/challenges.repository.js';
import { challengeGameKey } from '../challenges/challenge-id.js';
import { GameDayService } from '../game-day/game-day.service.js';
import { dailyGameKey } from '../guess/guess.service.js';
import { CLOCK, type Clock } from '../platform/clock/clock.js';
import { type MaybePromise, whenReady } from '../platform/maybe-promise.js';
import { openPracticeId, practiceGameKey } from '../practice/practice-id.js';
import { PracticeKeysSource } from '../practice/practice-keys.js';
import { PracticeIdRefusedException } from '../practice/practice.errors.js';
import { PuzzleScheduleService } from '../schedule/puzzle-schedule.service.js';
import type { AnalysisBody } from './analysis.dto.js';
import { AnalysisChallengeNotFoundException, AnalysisGameNotFoundException } from './analysis.errors.js';

/** A game to analyse: its answer, and its name in proofs. */
export interface GameToAnalyse {
  answer: string;
  gameKey: string;
}

/**
 * Finds the game a request names, as the game's own routes find it: a numbered game (today's or an
 * archive one, which share their proofs) up to today's in the player's zone, never a later one; a
 * challenge by its id; a practice game by its sealed id, for the client that started it.
 */
@Injectable()
export class AnalysisGames {
  constructor(
    private readonly gameDay: GameDayService,
    private readonly schedule: PuzzleScheduleService,
    private readonly challenges: ChallengesRepository,
    private readonly practiceKeys: PracticeKeysSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  resolve(body: AnalysisBody, clientKey: string): MaybePromise<GameToAnalyse> {
    switch (body.kind) {
      case 'daily':
      case 'archive': {
        const today = this.gameDay.today(body.timezone).gameNumber;
        if (body.game_number > today) throw new AnalysisGameNotFoundException(body.game_number, today, body.timezone);
        return whenReady(this.schedule.answerFor(body.game_number), (answer) => ({
          answer,
          gameKey: dailyGameKey(body.game_number),
        }));
      }
      case 'challenge':
        return this.challenges.find(body.id).then((challenge) => {
          if (!challenge) throw new AnalysisChallengeNotFoundException();
          return { answer: challenge.word, gameKey: challengeGameKey(body.id) };
        });
      case 'practice':
        return whenReady(this.practiceKeys.get(), (keys) => {
          const opened = openPracticeId(keys, body.id, clientKey, this.clock.now());
          if ('problem' in opened) throw new PracticeIdRefusedException(opened.problem);
          return { answer: opened.game.answer, gameKey: practiceGameKey(body.id) };
        });
    }
  }
}
