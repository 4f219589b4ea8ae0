import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { CLOCK, type Clock } from '../clock/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { APP_LOGGER } from '../logging/logging.module.js';
import { RedisConnection } from '../redis/redis-connection.js';
import { BucketCounter, KeyAllowance } from './bucket-counter.js';
import { RedisBuckets } from './redis-buckets.js';
import type { BudgetVerdict, RequestBudget } from './token-bucket.js';

export type { RequestBudget } from './token-bucket.js';

/** Spends one request from a key's budget: at once in memory, or after a round trip to Redis. */
export interface BudgetCounter {
  hit(key: string): BudgetVerdict | Promise<BudgetVerdict>;
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
  private readonly memoryCounters: BucketCounter[] = [];
  private readonly allowance: KeyAllowance;
  private readonly shared: RedisBuckets | null;
  private lastFallbackWarning = -Infinity;
  private readonly redis: RedisConnection;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
    redis: RedisConnection,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.shared = redis.client ? new RedisBuckets(redis.client, config.redis.keyPrefix) : null;
    this.redis = redis;
    this.allowance = new KeyAllowance(config.rateLimitMemoryKeys);
  }

  /** A budget per key; `name` keeps budgets apart within a client's entry in Redis. */
  counter(name: string, budget: RequestBudget): BudgetCounter {
    const memory = new BucketCounter(budget, () => this.clock.now(), this.allowance);
    this.memoryCounters.push(memory);
    const shared = this.shared;
    if (!shared) return memory;
    return {
      hit: (key) =>
        shared.spend(key, name, budget).then(
          (verdict) => {
            this.redis.commandAnswered(true);
            return verdict;
          },
          () => this.fallback(memory, key),
        ),
    };
  }

  /** Counts in this process while Redis cannot, saying so at most every 30 s. */
  private fallback(memory: BucketCounter, key: string): BudgetVerdict {
    this.redis.commandAnswered(false);
    const now = this.clock.now();
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
