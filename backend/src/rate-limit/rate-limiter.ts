import { HttpException, HttpStatus, Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { runExpressMiddleware } from '../http/run-express-middleware.js';
import { clientKey } from './client-key.js';

export class TooManyRequestsException extends HttpException {
  constructor() {
    super('Too many requests. Please wait a moment and try again.', HttpStatus.TOO_MANY_REQUESTS);
  }
}

export interface RequestBudget {
  max: number;
  windowSeconds: number;
}

/**
 * A request budget per client address. The address is `req.ip`: the peer, or the
 * forwarded client address when the peer is a trusted proxy (TRUST_PROXY). Each
 * budget counts on its own, so a route can have a tighter one on top of the POST budget.
 */
export class BudgetLimiter {
  private readonly limiter: RateLimitRequestHandler;

  constructor(budget: RequestBudget) {
    this.limiter = rateLimit({
      windowMs: budget.windowSeconds * 1000,
      limit: budget.max,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      // The library's own key, /56 for IPv6, computed without its general-purpose address parser.
      keyGenerator: (request) => clientKey(request.ip ?? ''),
      // TRUST_PROXY decides whose X-Forwarded-For counts; the header from anyone else is ignored on purpose.
      // clientKey groups IPv6 addresses as the library does, which its check of custom keys cannot see.
      validate: { xForwardedForHeader: false, keyGeneratorIpFallback: false },
      handler: (request, response, next) => {
        const resetTime = (request as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
        const seconds = resetTime
          ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000))
          : budget.windowSeconds;
        response.setHeader('Retry-After', String(seconds));
        next(new TooManyRequestsException());
      },
    });
  }

  /** Counts the request; rejects with a 429 past the budget. */
  count(request: Request, response: Response): Promise<void> {
    return runExpressMiddleware(this.limiter, request, response);
  }
}

/** One budget per client address across all the POST routes, counted by the request intake. */
@Injectable()
export class RateLimiter extends BudgetLimiter {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config.rateLimit);
  }
}

/**
 * A tighter budget of one route's own, on top of the POST budget the intake has already
 * counted (same client key, same 429 and Retry-After).
 */
export abstract class RouteBudgetMiddleware implements NestMiddleware {
  private readonly limiter: BudgetLimiter;

  protected constructor(budget: RequestBudget) {
    this.limiter = new BudgetLimiter(budget);
  }

  use(request: Request, response: Response, next: NextFunction): Promise<void> {
    return this.limiter.count(request, response).then(() => next());
  }
}
