import { Inject, Injectable } from '@nestjs/common';
import { ChallengesRepository } from '../challenges/challenges.repository.js';
import { GameDayService } from '../game-day/game-day.service.js';
import { CLOCK, type Clock } from '../platform/clock/clock.js';
import { PuzzlesRepository, type ScheduleFigures } from '../schedule/puzzles.repository.js';
import { type WordCounts, WordsRepository } from '../word-list/words.repository.js';

export interface WordStats {
  answers: number;
  valid_guesses: number;
  puzzles_assigned: number;
  unused_answers: number;
  /**
   * Days after today that each get an answer never used before. Every day up to today without a
   * word (today's, and past days nobody played, which an archive player may open at any time) takes
   * an unused answer when first played, so those answers are set aside first; the rest, plus the
   * games already assigned within that stretch, make the runway (a pin far ahead adds nothing).
   */
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
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** By today's game number: time zones on either side of the date line count from different days. */
  private readonly cached = new Map<number, { at: number; figures: Promise<StoredFigures> }>();

  async stats(timeZone: string): Promise<WordStats> {
    const { date, gameNumber } = this.gameDay.localDay(timeZone);
    const today = Math.max(gameNumber, 0);
    const { counts, schedule, challenges } = await this.storedFigures(today);
    return {
      answers: counts.answers,
      valid_guesses: counts.guesses,
      puzzles_assigned: schedule.assigned,
      unused_answers: schedule.unusedAnswers,
      runway_days: schedule.runwayDays,
      challenges,
      launch_date: this.gameDay.calendar.launchDate,
      timezone: timeZone,
      today: date,
      game_number: gameNumber >= 1 ? gameNumber : null,
    };
  }

  private storedFigures(today: number): Promise<StoredFigures> {
    const now = this.clock.now();
    const cached = this.cached.get(today);
    if (cached && now - cached.at <= CACHE_MS) return cached.figures;
    for (const [day, entry] of this.cached) if (now - entry.at > CACHE_MS) this.cached.delete(day);
    const figures = Promise.all([this.words.counts(), this.puzzles.stats(today), this.challenges.count()]).then(
      ([counts, schedule, challenges]) => ({ counts, schedule, challenges }),
    );
    this.cached.set(today, { at: now, figures });
    figures.catch(() => {
      if (this.cached.get(today)?.figures === figures) this.cached.delete(today);
    });
    return figures;
  }
}
