import { Injectable } from '@nestjs/common';
import { GameDayService } from '../game-day/game-day.service.js';
import { PuzzlesRepository } from '../schedule/puzzles.repository.js';
import { WordsRepository } from '../word-list/words.repository.js';

export interface WordStats {
  answers: number;
  valid_guesses: number;
  puzzles_assigned: number;
  unused_answers: number;
  /** Days from today until answers start to repeat: puzzles already scheduled ahead plus unused answers. */
  runway_days: number;
  launch_date: string;
  timezone: string;
  today: string;
  game_number: number;
}

@Injectable()
export class WordStatsService {
  constructor(
    private readonly words: WordsRepository,
    private readonly puzzles: PuzzlesRepository,
    private readonly gameDay: GameDayService,
  ) {}

  async stats(timeZone: string): Promise<WordStats> {
    const { date, gameNumber } = this.gameDay.today(timeZone);
    const [counts, schedule] = await Promise.all([this.words.counts(), this.puzzles.stats()]);
    return {
      answers: counts.answers,
      valid_guesses: counts.guesses,
      puzzles_assigned: schedule.assigned,
      unused_answers: schedule.unusedAnswers,
      runway_days: Math.max(0, (schedule.lastGameNumber ?? gameNumber) - gameNumber) + schedule.unusedAnswers,
      launch_date: this.gameDay.calendar.launchDate,
      timezone: timeZone,
      today: date,
      game_number: gameNumber,
    };
  }
}
