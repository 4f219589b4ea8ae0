import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { APP_LOGGER } from '../logging/logging.module.js';

/** The longest the API waits, when it starts, to hear whether Redis answers. */
const STARTUP_CHECK_MS = 2000;

/** Where Redis is, for the log: the URL without its password. */
function describe(url: string): string {
  const parsed = new URL(url);
  parsed.password = parsed.password ? '***' : '';
  return parsed.toString();
}

/**
 * The process's one connection to Redis (or Valkey), or none when REDIS_URL is unset.
 *
 * It never holds a request up: a command waits at most REDIS_TIMEOUT_MS, and none is queued
 * while the connection is down, so callers can fall back at once. It reconnects by itself and
 * logs each change between reachable and unreachable once.
 */
@Injectable()
export class RedisConnection implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly client: Redis | null;
  private reachable = true;
  private closing = false;
  private readonly url: string | undefined;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    const { url, timeoutMs } = config.redis;
    this.url = url;
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

  /** Whether the last command through this connection was answered. */
  private answering = true;

  /** Callers say how their commands went: a connection can be up while its commands fail. */
  commandAnswered(answered: boolean): void {
    this.answering = answered;
  }

  /** Whether budgets are shared between API processes right now (health and metrics say so). */
  get sharing(): boolean {
    return this.client?.status === 'ready' && this.answering;
  }

  /**
   * Says at start where budgets are counted, and whether Redis answers: a wrong REDIS_URL or
   * password shows in the log at once, not at the first request.
   */
  async onApplicationBootstrap(): Promise<void> {
    const client = this.client;
    if (!client || !this.url) {
      this.logger.info('Rate-limit budgets are counted in this process: REDIS_URL is unset');
      return;
    }
    const where = describe(this.url);
    const answer = await new Promise<Error | null>((resolve) => {
      if (client.status === 'ready') return resolve(null);
      const timer = setTimeout(() => resolve(new Error(`no answer within ${STARTUP_CHECK_MS} ms`)), STARTUP_CHECK_MS);
      const settle = (error: Error | null) => {
        clearTimeout(timer);
        client.off('ready', ready);
        client.off('error', settle);
        resolve(error);
      };
      const ready = () => settle(null);
      client.once('ready', ready);
      client.once('error', settle);
    });
    if (answer === null) this.logger.info({ redis: where }, 'Rate-limit budgets are shared through Redis');
    else
      this.logger.warn(
        { redis: where, err: answer.message },
        'Redis does not answer at start: rate-limit budgets are counted in each process until it does',
      );
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
