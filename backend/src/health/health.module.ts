import { Module } from '@nestjs/common';
import { LaunchModule } from '../launch/launch.module.js';
import { ClockModule } from '../platform/clock/clock.js';
import { MetricsModule } from '../platform/metrics/metrics.module.js';
import { RedisModule } from '../platform/redis/redis.module.js';
import { WordListModule } from '../word-list/word-list.module.js';
import { DatabaseGauge } from './database-gauge.js';
import { DatabaseProbe } from './database-probe.js';
import { HealthController } from './health.controller.js';
import { MigrationsRepository } from './migrations.repository.js';
import { Readiness } from './readiness.js';
import { SchemaCheck, SHIPPED_MIGRATIONS } from './schema-check.js';
import { readShippedMigrations } from './shipped-migrations.js';

@Module({
  imports: [ClockModule, LaunchModule, MetricsModule, RedisModule, WordListModule],
  controllers: [HealthController],
  providers: [
    DatabaseProbe,
    DatabaseGauge,
    MigrationsRepository,
    SchemaCheck,
    Readiness,
    { provide: SHIPPED_MIGRATIONS, useFactory: () => readShippedMigrations() },
  ],
  exports: [DatabaseProbe],
})
export class HealthModule {}
