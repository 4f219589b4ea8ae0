import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { refuseCrossSite } from './cross-site-refusal.js';
import { JsonBodyReader } from './json-body-reader.js';

/**
 * What every request goes through before its route, in one middleware: a request a page of
 * another site made a browser send is refused first, counted against nothing; the rest are
 * counted against their client's budgets (a POST's, or a read's), so malformed and oversized
 * bodies count too; then the body is read. Errors of either reach the exception filter. Each step that can finish at
 * once does, without a promise.
 */
@Injectable()
export class RequestIntakeMiddleware implements NestMiddleware {
  constructor(
    private readonly rateLimiter: RateLimiter,
    private readonly jsonBody: JsonBodyReader,
  ) {}

  use(request: Request, response: Response, next: NextFunction): void | Promise<void> {
    refuseCrossSite(request);
    const counted = this.rateLimiter.count(request, response);
    if (counted) return counted.then(() => this.readBody(request, response, next));
    return this.readBody(request, response, next);
  }

  private readBody(request: Request, response: Response, next: NextFunction): void | Promise<void> {
    const reading = this.jsonBody.read(request, response);
    return reading ? reading.then(() => next()) : next();
  }
}

/** The path of a route as Express matches it by default: any case, one trailing slash or none. */
function routeKey(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/**
 * The intake as a plain Express middleware in front of every route, `uploads` naming the POST
 * routes (`/api/transfers`) whose bodies an intake of their own reads. Nest's route middleware
 * did the same with more work per request (a WeakSet of the requests it has seen, a check of
 * the excluded routes), a few per cent of every hot route in the API benchmark.
 */
export function requestIntake(
  every: RequestIntakeMiddleware,
  uploads: ReadonlyMap<string, RequestIntakeMiddleware>,
): RequestHandler {
  const byPath = new Map([...uploads].map(([path, intake]) => [routeKey(path), intake]));
  return (request, response, next) => {
    const intake = (request.method === 'POST' && byPath.get(routeKey(request.path))) || every;
    return intake.use(request, response, next);
  };
}
