import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { RequestBudgetMiddleware } from '../rate-limit/rate-limit.middleware.js';

/** Creating challenges writes rows: a tighter budget per client than the POST routes'. */
@Injectable()
export class ChallengeCreationLimitMiddleware extends RequestBudgetMiddleware {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({ max: config.challengeRateLimitMax, windowSeconds: config.rateLimit.windowSeconds });
  }
}
