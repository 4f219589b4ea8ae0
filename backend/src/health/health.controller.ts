import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { DatabaseProbe } from './database-probe.js';

@Controller('health')
export class HealthController {
  constructor(private readonly database: DatabaseProbe) {}

  /** A real query, so the answer says whether PostgreSQL serves requests. */
  @Get()
  async health(): Promise<{ status: 'ok'; database: 'up' }> {
    if (!(await this.database.isUp())) throw new ServiceUnavailableException('Database unavailable');
    return { status: 'ok', database: 'up' };
  }
}
