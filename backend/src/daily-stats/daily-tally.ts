import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { GameDayService } from '../game-day/game-day.service.js';
import { PeriodicTask } from '../platform/clock/periodic-task.js';
import type { MaybePromise } from '../platform/maybe-promise.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { APP_LOGGER } from '../platform/logging/logging.module.js';
import { resultOf } from './daily-figures.js';
import { DailyStatsMetrics } from './daily-stats-metrics.js';
import { DailyStatsRepository, type HashedClaim } from './daily-stats.repository.js';

/** A daily game the server judged to its end: won, or lost on the seventh wrong guess of a proven chain. */
export interface FinishedGame {
  gameNumber: number;
  /** Every guess of the game, the last one included. */
  guesses: readonly string[];
  won: boolean;
  /** Who sent it: its rate-limit key (an address, an IPv6 /56) and its network (an IPv4 /24, an IPv6 /48). */
  client: string;
  network: string;
}

/** A flush starts early once this many games wait, so one flush stays one modest statement. */
const FLUSH_BATCH = 5_000;

/**
 * Past this many games waiting (the database has been out for a while), new ones are not kept:
 * the process's memory stays bounded, and the metrics count them as dropped.
 */
export const MAX_WAITING = 20_000;

/** Bytes of each salted hash kept: enough that two different values never meet in one day. */
const HASH_BYTES = 16;

/**
 * Counts finished daily games in the day's figures without costing the guess anything: a finished
 * game is only remembered in memory, and every DAILY_STATS_FLUSH_SECONDS (sooner when many wait,
 * and on a clean stop) the waiting games are added to PostgreSQL in one statement, which applies
 * the once-per-game rule and the caps for every replica at once. A crash loses at most the games
 * of the last interval. Addresses never leave the process: each game is sent as hashes salted
 * with its day's own salt.
 */
@Injectable()
export class DailyTally implements OnApplicationBootstrap, OnModuleDestroy {
  private waiting: FinishedGame[] = [];
  private readonly flushing: PeriodicTask<void>;
  private readonly salts = new Map<number, Buffer>();
  /** The last game number whose players were forgotten, so it is done once a day per process. */
  private forgottenUpTo = 0;
  private stopped = false;

  constructor(
    private readonly repository: DailyStatsRepository,
    private readonly gameDay: GameDayService,
    private readonly metrics: DailyStatsMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) logger: Logger,
  ) {
    this.flushing = new PeriodicTask(() => this.flushWaiting(), logger, "day's figures not saved; trying again");
  }

  onApplicationBootstrap(): void {
    if (this.config.dailyStats.counting) this.flushing.start(this.config.dailyStats.flushMs);
  }

  /**
   * Remembers a finished game for the next flush: at once, with no I/O. Once the process is
   * stopping, the game is added at once and the promise settles when it is in the database, so
   * the reply that tells the game's end is not sent before its count is kept.
   */
  finished(game: FinishedGame): MaybePromise<void> {
    if (!this.config.dailyStats.counting) return;
    if (this.waiting.length >= MAX_WAITING) {
      this.metrics.dropped(1);
      return;
    }
    this.waiting.push(game);
    if (this.stopped) return this.flush();
    if (this.waiting.length >= FLUSH_BATCH) void this.flushing.runOnce();
  }

  /** Adds every game waiting now; resolves once they are in the database (or the flush failed, logged). */
  async flush(): Promise<void> {
    await this.flushing.runOnce();
    if (this.waiting.length > 0) await this.flushing.runOnce();
  }

  /** A clean stop adds what waits before the database connection closes. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await this.flushing.close();
    await this.flush();
  }

  private async flushWaiting(): Promise<void> {
    await this.forgetFinishedDays();
    if (this.waiting.length === 0) return;
    const batch = this.waiting;
    this.waiting = [];
    try {
      const claims = await this.hashed(batch);
      const outcome = await this.repository.addClaims(claims, {
        client: this.config.dailyStats.clientCap,
        network: this.config.dailyStats.networkCap,
      });
      this.metrics.added(outcome);
    } catch (error) {
      // Tried again at the next flush, ahead of the games that came since, within the bound.
      const kept = batch.concat(this.waiting);
      this.waiting = kept.slice(0, MAX_WAITING);
      this.metrics.dropped(kept.length - this.waiting.length);
      throw error;
    }
  }

  private async hashed(batch: readonly FinishedGame[]): Promise<HashedClaim[]> {
    const unsalted = [...new Set(batch.map((game) => game.gameNumber))].filter((number) => !this.salts.has(number));
    if (unsalted.length > 0) {
      const found = await this.repository.saltsOf(unsalted, () => randomBytes(HASH_BYTES));
      for (const [gameNumber, salt] of found) this.salts.set(gameNumber, salt);
    }
    return batch.map((game) => {
      const salt = this.salts.get(game.gameNumber);
      if (!salt) throw new Error(`no salt for game ${game.gameNumber}`);
      return {
        gameNumber: game.gameNumber,
        chain: saltedHash(salt, game.guesses.join(' ')),
        client: saltedHash(salt, game.client),
        network: saltedHash(salt, game.network),
        result: resultOf(game.guesses.length, game.won),
        opener: game.guesses[0],
      };
    });
  }

  /** Once a day: the games over everywhere lose their claims and salt, here and in the database. */
  private async forgetFinishedDays(): Promise<void> {
    const lastOver = this.gameDay.liveGameNumbers().earliest - 1;
    if (lastOver <= this.forgottenUpTo) return;
    await this.repository.forgetPlayersUpTo(lastOver);
    for (const gameNumber of this.salts.keys()) if (gameNumber <= lastOver) this.salts.delete(gameNumber);
    this.forgottenUpTo = lastOver;
  }
}

function saltedHash(salt: Buffer, value: string): Buffer {
  return createHash('sha256').update(salt).update(value).digest().subarray(0, HASH_BYTES);
}
