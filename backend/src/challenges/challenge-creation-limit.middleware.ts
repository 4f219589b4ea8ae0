import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { BudgetStore } from '../rate-limit/budget-store.js';
import { RouteBudgetMiddleware } from '../rate-limit/rate-limiter.js';

/** Creating challenges writes rows: a tighter budget per client than the POST routes'. */
@Injectable()
export class ChallengeCreationLimitMiddleware extends RouteBudgetMiddleware {
  constructor(store: BudgetStore, @Inject(APP_CONFIG) config: AppConfig) {
    super(store, 'challenge', { max: config.challengeRateLimitMax, windowSeconds: config.rateLimit.windowSeconds });
  }
}
