import { Injectable } from '@nestjs/common';
import { PRACTICE_FINISHED_MOST, WORD_LENGTH } from '@hexle/contract/game';
import { JsonBodyReader } from '../platform/http/json-body-reader.js';
import { RequestIntakeMiddleware } from '../platform/http/request-intake.middleware.js';
import { RateLimiter } from '../platform/rate-limit/rate-limiter.js';

/** POST /api/practice carries the practice words a browser finished, more than other routes' bodies. */
export const PRACTICE_START_ROUTE = '/api/practice';

/** Room for the zone and the most finished words a browser sends, written together. */
export const PRACTICE_START_BODY_LIMIT_BYTES = PRACTICE_FINISHED_MOST * WORD_LENGTH + 1024;

/** Reads a practice start's body up to PRACTICE_START_BODY_LIMIT_BYTES. */
@Injectable()
export class PracticeStartBodyReader extends JsonBodyReader {
  protected override limitOf(): number {
    return PRACTICE_START_BODY_LIMIT_BYTES;
  }
}

/** The same intake as every route (the POST budget, then the body), with the start's larger body. */
@Injectable()
export class PracticeStartIntakeMiddleware extends RequestIntakeMiddleware {
  constructor(rateLimiter: RateLimiter, body: PracticeStartBodyReader) {
    super(rateLimiter, body);
  }
}
