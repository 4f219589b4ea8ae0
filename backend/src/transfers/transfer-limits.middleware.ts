import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../platform/config/app-config.js';
import { JsonBodyReader } from '../platform/http/json-body-reader.js';
import { RequestIntakeMiddleware } from '../platform/http/request-intake.middleware.js';
import { RateLimiter } from '../platform/rate-limit/rate-limiter.js';
import type { RouteBudgetDefinition } from '../platform/rate-limit/route-budget.js';

/** POST /api/transfers carries a whole record, more than other routes' bodies. */
export const TRANSFER_UPLOAD_ROUTE = '/api/transfers';

/**
 * Creating and claiming codes share a budget per client, tighter than the POST routes':
 * it is what keeps codes from being guessed within their ten minutes.
 */
export const TRANSFER_BUDGET: RouteBudgetDefinition = {
  name: 'transfer',
  size: (config) => ({ max: config.transferRateLimitMax, windowSeconds: config.rateLimit.windowSeconds }),
};

/** Reads a transfer's upload up to TRANSFER_BODY_LIMIT_BYTES. */
@Injectable()
export class TransferBodyReader extends JsonBodyReader {
  protected override limitOf(config: AppConfig): number {
    return config.transferBodyLimitBytes;
  }
}

/** The same intake as every route (the POST budget, then the body), with the upload's larger body. */
@Injectable()
export class TransferUploadIntakeMiddleware extends RequestIntakeMiddleware {
  constructor(rateLimiter: RateLimiter, body: TransferBodyReader) {
    super(rateLimiter, body);
  }
}
