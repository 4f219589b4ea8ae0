import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { BudgetStore } from '../rate-limit/budget-store.js';
import { RouteBudgetMiddleware } from '../rate-limit/rate-limiter.js';

const DAY_SECONDS = 86_400;

/** Creating challenges writes rows: a tighter budget per client than the POST routes'. */
@Injectable()
export class ChallengeCreationLimitMiddleware extends RouteBudgetMiddleware {
  constructor(store: BudgetStore, @Inject(APP_CONFIG) config: AppConfig) {
    super(store, 'challenge', { max: config.challengeRateLimitMax, windowSeconds: config.rateLimit.windowSeconds });
  }
}

/**
 * A ceiling per day on top of the per-window budget, so a client that paces itself just under
 * the window's budget still cannot fill the table around the clock.
 */
@Injectable()
export class ChallengeDailyLimitMiddleware extends RouteBudgetMiddleware {
  constructor(store: BudgetStore, @Inject(APP_CONFIG) config: AppConfig) {
    super(store, 'challenge-day', { max: config.challengeDailyMax, windowSeconds: DAY_SECONDS });
  }
}
