import { Inject, Injectable } from '@nestjs/common';
import type { DailyStatsReply } from '@hexle/contract/wire';
import { GameDayService } from '../game-day/game-day.service.js';
import { BoundedCache } from '../platform/cache/bounded-cache.js';
import { CLOCK, type Clock } from '../platform/clock/clock.js';
import { OffensiveWordFilter } from '../word-list/offensive-word-filter.js';
import { dailyFigures, type DailyFigures } from './daily-figures.js';
import { StatsGameNotFoundException } from './daily-stats.errors.js';
import { DailyStatsRepository } from './daily-stats.repository.js';

/** How long one process serves a game's figures from memory: a crowd opening Statistics costs one query. */
const FIGURES_TTL_MS = 10_000;
/** Games whose figures are remembered at once (today's and the archive's most asked). */
const FIGURES_CACHED = 1_000;

/** The day's figures of a game up to today's in the asking zone. */
@Injectable()
export class DailyStatsService {
  private readonly cache: BoundedCache<Promise<DailyFigures>>;

  constructor(
    private readonly repository: DailyStatsRepository,
    private readonly gameDay: GameDayService,
    private readonly offensive: OffensiveWordFilter,
    @Inject(CLOCK) clock: Clock,
  ) {
    this.cache = new BoundedCache(FIGURES_CACHED, FIGURES_TTL_MS, () => clock.now());
  }

  async figures(gameNumber: number, timeZone: string): Promise<DailyStatsReply> {
    const today = this.gameDay.today(timeZone).gameNumber;
    if (gameNumber > today) throw new StatsGameNotFoundException(gameNumber, today, timeZone);
    const key = String(gameNumber);
    let figures = this.cache.get(key);
    if (!figures) {
      figures = this.read(gameNumber);
      this.cache.set(key, figures);
      figures.catch(() => this.cache.delete(key));
    }
    return { game_number: gameNumber, date: this.gameDay.calendar.dateOf(gameNumber), ...(await figures) };
  }

  /** Counts only: the figures never need the game's answer. */
  private async read(gameNumber: number): Promise<DailyFigures> {
    const { results, openers } = await this.repository.countsOf(gameNumber);
    return dailyFigures(results, openers, (word) => this.offensive.refuses(word));
  }
}
