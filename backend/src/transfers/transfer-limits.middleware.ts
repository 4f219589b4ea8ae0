import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { JsonBodyParser } from '../http/json-body.middleware.js';
import { RequestBudgetMiddleware } from '../rate-limit/rate-limit.middleware.js';

/** POST /api/transfers carries a whole record, more than other routes' bodies. */
export const TRANSFER_UPLOAD_ROUTE = 'api/transfers';

/**
 * Creating and claiming codes share a budget per client, tighter than the POST routes':
 * it is what keeps codes from being guessed within their ten minutes.
 */
@Injectable()
export class TransferRateLimitMiddleware extends RequestBudgetMiddleware {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({ max: config.transferRateLimitMax, windowSeconds: config.rateLimit.windowSeconds });
  }
}

@Injectable()
export class TransferBodyMiddleware extends JsonBodyParser {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config.transferBodyLimitBytes);
  }
}
