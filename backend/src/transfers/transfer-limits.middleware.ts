import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../platform/config/app-config.js';
import { JsonBodyReader } from '../platform/http/json-body-reader.js';
import { RequestIntakeMiddleware } from '../platform/http/request-intake.middleware.js';
import { RateLimiter } from '../platform/rate-limit/rate-limiter.js';

/** POST /api/transfers carries a whole record, more than other routes' bodies. */
export const TRANSFER_UPLOAD_ROUTE = '/api/transfers';

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
