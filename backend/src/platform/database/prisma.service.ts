import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import type { Logger } from 'pino';
import { PrismaClient } from '../../generated/prisma/client.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { APP_LOGGER } from '../logging/logging.module.js';

export function createPrismaClient(config: AppConfig, onPoolError: (error: Error) => void): PrismaClient {
  const adapter = new PrismaPg(
    {
      connectionString: config.databaseUrl,
      max: config.database.poolMax,
      // Without a connect timeout the pool waits forever while the database is down.
      connectionTimeoutMillis: config.database.connectTimeoutMs,
      query_timeout: config.database.queryTimeoutMs,
      keepAlive: true,
    },
    { onPoolError },
  );
  return new PrismaClient({ adapter });
}

/** The one PrismaClient of the process; each feature's repository wraps it. */
@Injectable()
export class PrismaService implements OnModuleDestroy {
  readonly client: PrismaClient;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(APP_LOGGER) logger: Logger) {
    this.client = createPrismaClient(config, (error) => logger.warn({ err: error }, 'database connection lost'));
  }

  async onModuleDestroy(): Promise<void> {
    await this.client.$disconnect();
  }
}
