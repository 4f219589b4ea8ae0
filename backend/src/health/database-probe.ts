import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import { withinTime } from '../database/time-limit.js';

/** A database that silently stops answering must still fail the check quickly. */
export const DATABASE_PROBE_TIMEOUT_MS = 2000;

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
