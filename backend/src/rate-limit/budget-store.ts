import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { APP_LOGGER } from '../logging/logging.module.js';
import { RedisConnection } from '../redis/redis-connection.js';

export interface RequestBudget {
  max: number;
  windowSeconds: number;
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
export class BudgetStore {
  private lastFallbackWarning = -Infinity;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
    private readonly redis: RedisConnection,
  ) {}

  /** A counter of `budget.max` requests per window per key; `name` keeps budgets apart. */
  counter(name: string, budget: RequestBudget): RateLimiterAbstract {
    const options = { keyPrefix: name, points: budget.max, duration: budget.windowSeconds };
    const memory = new RateLimiterMemory(options);
    if (!this.redis.client) return memory;
    return new RateLimiterRedis({
      ...options,
      keyPrefix: `${this.config.redis.keyPrefix}${name}`,
      storeClient: this.redis.client,
      rejectIfRedisNotReady: true,
      insuranceLimiter: this.fallback(memory),
    });
  }

  /** The in-process counter, logging (at most every 30 s) that it is standing in for Redis. */
  private fallback(memory: RateLimiterMemory): RateLimiterMemory {
    const consume = memory.consume.bind(memory);
    memory.consume = (key, points, options) => {
      const now = Date.now();
      if (now - this.lastFallbackWarning >= FALLBACK_WARNING_INTERVAL_MS) {
        this.lastFallbackWarning = now;
        this.logger.warn('Redis did not answer: counting rate-limit budgets in this process until it does');
      }
      return consume(key, points, options);
    };
    return memory;
  }
}
