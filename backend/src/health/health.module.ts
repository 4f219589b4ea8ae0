import { Module } from '@nestjs/common';
import { MetricsModule } from '../platform/metrics/metrics.module.js';
import { RedisModule } from '../platform/redis/redis.module.js';
import { DatabaseGauge } from './database-gauge.js';
import { DatabaseProbe } from './database-probe.js';
import { HealthController } from './health.controller.js';

@Module({
  imports: [MetricsModule, RedisModule],
  controllers: [HealthController],
  providers: [DatabaseProbe, DatabaseGauge],
  exports: [DatabaseProbe],
})
export class HealthModule {}
