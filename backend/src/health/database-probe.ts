import { Injectable } from '@nestjs/common';
import { PrismaService } from '../platform/database/prisma.service.js';
import { DATABASE_PROBE_TIMEOUT_MS, withinTime } from '../platform/database/time-limit.js';

export { DATABASE_PROBE_TIMEOUT_MS };

/** Whether PostgreSQL serves queries now: a real `SELECT 1`, given a short time. */
@Injectable()
export class DatabaseProbe {
  constructor(private readonly prisma: PrismaService) {}

  async isUp(): Promise<boolean> {
    try {
      await withinTime(this.prisma.client.$queryRaw`SELECT 1`, DATABASE_PROBE_TIMEOUT_MS, 'database probe');
      return true;
    } catch {
      return false;
    }
  }
}
