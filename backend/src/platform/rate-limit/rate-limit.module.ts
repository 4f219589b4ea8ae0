import { Global, Module } from '@nestjs/common';
import { BudgetStore } from './budget-store.js';
import { RateLimiter } from './rate-limiter.js';

@Global()
@Module({ providers: [BudgetStore, RateLimiter], exports: [BudgetStore, RateLimiter] })
export class RateLimitModule {}
