import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { APP_LOGGER } from '../logging/logging.module.js';

/**
 * The process's one connection to Redis (or Valkey), or none when REDIS_URL is unset.
 *
 * It never holds a request up: a command waits at most REDIS_TIMEOUT_MS, and none is queued
 * while the connection is down, so callers can fall back at once. It reconnects by itself and
 * logs each change between reachable and unreachable once.
 */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  readonly client: Redis | null;
  private reachable = true;
  private closing = false;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    const { url, timeoutMs } = config.redis;
    if (!url) {
      this.client = null;
      return;
    }
    this.client = new Redis(url, {
      commandTimeout: timeoutMs,
      connectTimeout: Math.max(timeoutMs, 1000),
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // Keep trying, at most every 2 s, for as long as the process runs.
      retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
    });
    this.client.on('ready', () => this.changed(true));
    this.client.on('error', (error: Error) => this.changed(false, error));
    this.client.on('close', () => this.changed(false));
  }

  private changed(reachable: boolean, error?: Error): void {
    if (reachable === this.reachable || this.closing) return;
    this.reachable = reachable;
    if (reachable) this.logger.info('Redis is reachable again');
    else this.logger.warn({ err: error?.message }, 'Redis is unreachable');
  }

  onApplicationShutdown(): void {
    this.closing = true;
    // Budgets live in Redis with their own expiry: there is nothing to flush, so no need to wait.
    this.client?.disconnect();
  }
}
