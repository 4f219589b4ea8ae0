import { Controller, Get, HttpStatus } from '@nestjs/common';
import { ApiException } from '../platform/errors/api-error.js';
import { RedisConnection } from '../platform/redis/redis-connection.js';
import { DatabaseProbe } from './database-probe.js';

export interface Health {
  status: 'ok';
  database: 'up';
  /** Whether rate-limit budgets are shared between API processes (through Redis) or per process. */
  rate_limits: 'shared' | 'per-process';
}

@Controller('health')
export class HealthController {
  constructor(
    private readonly database: DatabaseProbe,
    private readonly redis: RedisConnection,
  ) {}

  /** A real query, so the answer says whether PostgreSQL serves requests. */
  @Get()
  async health(): Promise<Health> {
    if (!(await this.database.isUp()))
      throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, 'database_unavailable', 'Database unavailable');
    return { status: 'ok', database: 'up', rate_limits: this.redis.sharing ? 'shared' : 'per-process' };
  }
}
