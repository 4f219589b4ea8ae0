import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { APP_LOGGER } from '../logging/logging.module.js';
import { RedisConnection } from '../redis/redis-connection.js';
import { type WindowCount, WindowCounter } from './window-counter.js';

export interface RequestBudget {
  max: number;
  windowSeconds: number;
}

/** Counts a request against its key's budget: at once in memory, or after a round trip to Redis. */
export interface BudgetCounter {
  hit(key: string): WindowCount | Promise<WindowCount>;
}

/** How often, at most, the fallback to per-process counting is logged while it lasts. */
const FALLBACK_WARNING_INTERVAL_MS = 30_000;

/**
 * Where request budgets are counted. Without REDIS_URL, in this process's memory. With it, in
 * Redis, so every API process shares one budget per client and a restart does not reset it.
 *
 * When Redis cannot answer in time, each process counts on its own until it can (the game
 * stays playable, and a client gets at most one budget per process meanwhile); this is logged.
 */
@Injectable()
export class BudgetStore implements OnApplicationShutdown {
  private readonly memoryCounters: WindowCounter[] = [];
  private lastFallbackWarning = -Infinity;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
    private readonly redis: RedisConnection,
  ) {}

  /** A counter of requests per window per key; `name` keeps budgets apart in Redis. */
  counter(name: string, budget: RequestBudget): BudgetCounter {
    const memory = new WindowCounter(budget.windowSeconds * 1000);
    this.memoryCounters.push(memory);
    const client = this.redis.client;
    if (!client) return memory;
    const shared = new RateLimiterRedis({
      storeClient: client,
      keyPrefix: `${this.config.redis.keyPrefix}${name}`,
      points: budget.max,
      duration: budget.windowSeconds,
      // Not connected: count in memory at once rather than wait for a reconnection.
      rejectIfRedisNotReady: true,
    });
    const counted = (result: unknown): WindowCount => {
      if (!(result instanceof RateLimiterRes)) throw result;
      return { hits: result.consumedPoints, msBeforeReset: result.msBeforeNext };
    };
    return {
      // A verdict past the budget comes back as a rejection; an error means Redis did not answer.
      hit: (key) =>
        shared
          .consume(key)
          .then(counted, counted)
          .catch(() => this.fallback(memory, key)),
    };
  }

  /** Counts in this process while Redis cannot, saying so at most every 30 s. */
  private fallback(memory: WindowCounter, key: string): WindowCount {
    const now = Date.now();
    if (now - this.lastFallbackWarning >= FALLBACK_WARNING_INTERVAL_MS) {
      this.lastFallbackWarning = now;
      this.logger.warn('Redis did not answer: counting rate-limit budgets in this process until it does');
    }
    return memory.hit(key);
  }

  onApplicationShutdown(): void {
    for (const counter of this.memoryCounters) counter.stop();
  }
}
