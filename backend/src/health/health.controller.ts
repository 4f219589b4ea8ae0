import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';

/** A database that silently stops answering must still fail the check quickly. */
const HEALTH_TIMEOUT_MS = 2000;

@Controller('health')
export class HealthController {
  constructor(private readonly prisma: PrismaService) {}

  /** A real query, so the answer says whether PostgreSQL serves requests. */
  @Get()
  async health(): Promise<{ status: 'ok'; database: 'up' }> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('health check timed out')), HEALTH_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.prisma.client.$queryRaw`SELECT 1`, timeout]);
    } catch {
      throw new ServiceUnavailableException('Database unavailable');
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ok', database: 'up' };
  }
}
