import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { JsonBodyReader } from './json-body-reader.js';

/**
 * What every request goes through before its route, in one middleware: a POST is counted
 * against its client's budget first, so malformed and oversized bodies count too; then the
 * body is read. Errors of either reach the exception filter.
 */
@Injectable()
export class RequestIntakeMiddleware implements NestMiddleware {
  constructor(
    private readonly rateLimiter: RateLimiter,
    private readonly jsonBody: JsonBodyReader,
  ) {}

  use(request: Request, response: Response, next: NextFunction): void | Promise<void> {
    if (request.method === 'POST')
      return this.rateLimiter
        .count(request, response)
        .then(() => this.jsonBody.read(request, response))
        .then(() => next());
    const reading = this.jsonBody.read(request, response);
    return reading ? reading.then(() => next()) : next();
  }
}
