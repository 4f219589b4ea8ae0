import { Controller, Get, HttpStatus } from '@nestjs/common';
import { ApiException } from '../platform/errors/api-error.js';
import { RedisConnection } from '../platform/redis/redis-connection.js';
import { Readiness } from './readiness.js';

export interface Health {
  status: 'ok';
  database: 'up';
  /** Whether rate-limit budgets are shared between API processes (through Redis) or per process. */
  rate_limits: 'shared' | 'per-process';
}

export interface Liveness {
  status: 'ok';
}

@Controller('health')
export class HealthController {
  constructor(
    private readonly readiness: Readiness,
    private readonly redis: RedisConnection,
  ) {}

  /**
   * Readiness: 200 only when this process can serve players (PostgreSQL answers, its schema has
   * this build's migrations, the word lists hold answers, the launch date is checked); otherwise a
   * 503 whose code says why.
   */
  @Get()
  async health(): Promise<Health> {
    const notReady = await this.readiness.notReady();
    if (notReady) throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, notReady.code, notReady.text);
    return { status: 'ok', database: 'up', rate_limits: this.redis.sharing ? 'shared' : 'per-process' };
  }

  /** Liveness: 200 while the process answers HTTP at all, whatever the state of the database. */
  @Get('live')
  live(): Liveness {
    return { status: 'ok' };
  }
}
