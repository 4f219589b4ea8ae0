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
import { type ClaimOutcome, DailyStatsRepository, type HashedClaim } from './daily-stats.repository.js';

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

/** A flush starts early once this many games wait, and each statement adds at most this many. */
const FLUSH_BATCH = 5_000;

/**
 * Past this many games held (waiting, or in a flush under way: the database has been out for a
 * while), new ones are not kept: the process's memory stays bounded (about 8 MB), and the metrics
 * count them as dropped.
 */
export const MAX_WAITING = 20_000;

/** Bytes of each salted hash kept: enough that two different values never meet in one day. */
const HASH_BYTES = 16;

/**
 * The full networks remembered at most (about 100 bytes each): past that, games of further full
 * networks are sent to the database, which refuses them as before.
 */
const MAX_FULL_NETWORKS = 50_000;

/**
 * Counts finished daily games in the day's figures without costing the guess anything: a finished
 * game is only remembered in memory, and every DAILY_STATS_FLUSH_SECONDS (sooner when many wait,
 * and on a clean stop) the waiting games are added to PostgreSQL in one statement, which applies
 * the once-per-game rule and the caps for every replica at once. A crash loses at most the games
 * of the last interval. Addresses never leave the process: each game is sent as hashes salted
 * with its day's own salt. A client's games are told apart by their first guess: the same game
 * sent again, or a win sent after a loss with the proof of its first guesses, is one game.
 */
@Injectable()
export class DailyTally implements OnApplicationBootstrap, OnModuleDestroy {
  private waiting: FinishedGame[] = [];
  private readonly flushing: PeriodicTask<void>;
  private readonly salts = new Map<number, Buffer>();
  /** The last game number whose players were forgotten, so it is done once a day per process. */
  private forgottenUpTo = 0;
  private stopped = false;
  /** Games taken by the flush under way, still held here until the database has them. */
  private inFlight = 0;
  /** Whether the last flush failed (the database away): no early flush until one succeeds. */
  private failing = false;
  /**
   * By game, the salted hashes (hex) of networks the database says are full: their games are
   * refused at once, here, without a hash or a row more (a scripted flood from a few networks
   * costs the flush nothing once they are full).
   */
  private readonly fullNetworks = new Map<number, Set<string>>();
  private fullHeld = 0;

  constructor(
    private readonly repository: DailyStatsRepository,
    private readonly gameDay: GameDayService,
    private readonly metrics: DailyStatsMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) logger: Logger,
  ) {
    this.flushing = new PeriodicTask(() => this.flushWaiting(), logger, "day's figures not saved; trying again");
  }

  /** Runs even with counting off: the days over everywhere must still lose their claims and salt. */
  onApplicationBootstrap(): void {
    this.flushing.start(this.config.dailyStats.flushMs);
  }

  /**
   * Remembers a finished game for the next flush: at once, with no I/O. Once the process is
   * stopping, the game is added at once and the promise settles when the attempt has ended, so
   * the reply that tells the game's end is not sent before its count is kept (when the database
   * can take it).
   */
  finished(game: FinishedGame): MaybePromise<void> {
    if (!this.config.dailyStats.counting) return;
    if (this.waiting.length + this.inFlight >= MAX_WAITING) {
      this.metrics.dropped(1);
      return;
    }
    const salt = this.salts.get(game.gameNumber);
    const full = salt && this.fullNetworks.get(game.gameNumber);
    if (full && full.has(saltedHash(salt, game.network).toString('hex'))) {
      this.metrics.networkFull();
      return;
    }
    this.waiting.push(game);
    if (this.stopped) return this.flush();
    // After a failed flush the next try waits for its interval, not for the next finished game.
    if (this.waiting.length >= FLUSH_BATCH && !this.failing) void this.flushing.runOnce();
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

  /** The waiting games, FLUSH_BATCH to a statement, oldest first. */
  private async flushWaiting(): Promise<void> {
    await this.forgetFinishedDays();
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, FLUSH_BATCH);
      this.inFlight = batch.length;
      try {
        const claims = await this.hashed(batch);
        const outcome = await this.repository.addClaims(claims, {
          client: this.config.dailyStats.clientCap,
          network: this.config.dailyStats.networkCap,
        });
        this.metrics.added(outcome);
        this.rememberFull(outcome.fullNetworks);
        this.failing = false;
      } catch (error) {
        // Tried again at the next interval, ahead of the games that came since, within the bound.
        this.waiting.unshift(...batch);
        this.failing = true;
        throw error;
      } finally {
        this.inFlight = 0;
      }
    }
  }

  private rememberFull(networks: ClaimOutcome['fullNetworks']): void {
    for (const { gameNumber, network } of networks) {
      if (this.fullHeld >= MAX_FULL_NETWORKS) return;
      let full = this.fullNetworks.get(gameNumber);
      if (!full) this.fullNetworks.set(gameNumber, (full = new Set()));
      const key = network.toString('hex');
      if (!full.has(key)) {
        full.add(key);
        this.fullHeld += 1;
      }
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
        opening: saltedHash(salt, game.guesses[0]),
        client: saltedHash(salt, game.client),
        network: saltedHash(salt, game.network),
        result: resultOf(game.guesses.length, game.won),
        opener: game.guesses[0],
      };
    });
  }

  /**
   * Once a day: the games over everywhere for a whole day lose their claims and salt, here and in
   * the database. The day of grace lets the games that ended in a game's last minutes, still
   * waiting here or in another replica, be added before their claims go, so none brings a salt back.
   */
  private async forgetFinishedDays(): Promise<void> {
    const lastForgotten = this.gameDay.liveGameNumbers().earliest - 2;
    if (lastForgotten <= this.forgottenUpTo) return;
    await this.repository.forgetPlayersUpTo(lastForgotten);
    for (const gameNumber of this.salts.keys()) if (gameNumber <= lastForgotten) this.salts.delete(gameNumber);
    for (const [gameNumber, full] of this.fullNetworks)
      if (gameNumber <= lastForgotten) {
        this.fullHeld -= full.size;
        this.fullNetworks.delete(gameNumber);
      }
    this.forgottenUpTo = lastForgotten;
  }
}

function saltedHash(salt: Buffer, value: string): Buffer {
  return createHash('sha256').update(salt).update(value).digest().subarray(0, HASH_BYTES);
}
