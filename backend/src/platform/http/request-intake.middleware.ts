import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { JsonBodyReader } from './json-body-reader.js';

/**
 * What every request goes through before its route, in one middleware: it is counted against
 * its client's budgets first (a POST's, or a read's), so malformed and oversized bodies count
 * too; then the body is read. Errors of either reach the exception filter. Each step that can finish at
 * once does, without a promise.
 */
@Injectable()
export class RequestIntakeMiddleware implements NestMiddleware {
  constructor(
    private readonly rateLimiter: RateLimiter,
    private readonly jsonBody: JsonBodyReader,
  ) {}

  use(request: Request, response: Response, next: NextFunction): void | Promise<void> {
    const counted = this.rateLimiter.count(request, response);
    if (counted) return counted.then(() => this.readBody(request, response, next));
    return this.readBody(request, response, next);
  }

  private readBody(request: Request, response: Response, next: NextFunction): void | Promise<void> {
    const reading = this.jsonBody.read(request, response);
    return reading ? reading.then(() => next()) : next();
  }
}
