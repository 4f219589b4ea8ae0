import { Module } from '@nestjs/common';
import { ClockModule } from '../clock/clock.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { RedisModule } from '../redis/redis.module.js';
import { BudgetStore } from './budget-store.js';
import { BudgetsSharedGauge } from './budgets-shared-gauge.js';
import { RateLimiter } from './rate-limiter.js';

@Module({
  imports: [ClockModule, MetricsModule, RedisModule],
  providers: [BudgetStore, RateLimiter, BudgetsSharedGauge],
  exports: [BudgetStore, RateLimiter],
})
export class RateLimitModule {}
