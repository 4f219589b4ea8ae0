import { Injectable } from '@nestjs/common';
import { ChallengesRepository } from '../challenges/challenges.repository.js';
import { GameDayService } from '../game-day/game-day.service.js';
import { PuzzlesRepository, type ScheduleFigures } from '../schedule/puzzles.repository.js';
import { type WordCounts, WordsRepository } from '../word-list/words.repository.js';

export interface WordStats {
  answers: number;
  valid_guesses: number;
  puzzles_assigned: number;
  unused_answers: number;
  /** Days from today until answers start to repeat: puzzles already scheduled ahead plus unused answers. */
  runway_days: number;
  /** Challenges between friends kept in the database. */
  challenges: number;
  launch_date: string;
  timezone: string;
  today: string;
  /** Null before the launch date. */
  game_number: number | null;
}

interface StoredFigures {
  counts: WordCounts;
  schedule: ScheduleFigures;
  challenges: number;
}

/** The figures come from the database; a short cache keeps a busy dashboard off the pool. */
const CACHE_MS = 5000;

@Injectable()
export class WordStatsService {
  constructor(
    private readonly words: WordsRepository,
    private readonly puzzles: PuzzlesRepository,
    private readonly challenges: ChallengesRepository,
    private readonly gameDay: GameDayService,
  ) {}

  private cached: { at: number; figures: Promise<StoredFigures> } | null = null;

  async stats(timeZone: string): Promise<WordStats> {
    const { date, gameNumber } = this.gameDay.localDay(timeZone);
    const { counts, schedule, challenges } = await this.storedFigures();
    const today = Math.max(gameNumber, 0);
    return {
      answers: counts.answers,
      valid_guesses: counts.guesses,
      puzzles_assigned: schedule.assigned,
      unused_answers: schedule.unusedAnswers,
      runway_days: Math.max(0, (schedule.lastGameNumber ?? today) - today) + schedule.unusedAnswers,
      challenges,
      launch_date: this.gameDay.calendar.launchDate,
      timezone: timeZone,
      today: date,
      game_number: gameNumber >= 1 ? gameNumber : null,
    };
  }

  private storedFigures(): Promise<StoredFigures> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > CACHE_MS) {
      const figures = Promise.all([this.words.counts(), this.puzzles.stats(), this.challenges.count()]).then(
        ([counts, schedule, challenges]) => ({ counts, schedule, challenges }),
      );
      this.cached = { at: now, figures };
      figures.catch(() => {
        if (this.cached?.figures === figures) this.cached = null;
      });
    }
    return this.cached.figures;
  }
}
