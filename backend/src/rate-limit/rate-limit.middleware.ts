import { HttpException, HttpStatus, Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { runExpressMiddleware } from '../http/run-express-middleware.js';

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
export abstract class RequestBudgetMiddleware implements NestMiddleware {
  private readonly limiter: RateLimitRequestHandler;

  protected constructor(budget: RequestBudget) {
    this.limiter = rateLimit({
      windowMs: budget.windowSeconds * 1000,
      limit: budget.max,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      // TRUST_PROXY decides whose X-Forwarded-For counts; the header from anyone else is ignored on purpose.
      validate: { xForwardedForHeader: false },
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

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    await runExpressMiddleware(this.limiter, request, response);
    next();
  }
}

/** One budget per client address across all the POST routes. */
@Injectable()
export class RateLimitMiddleware extends RequestBudgetMiddleware {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config.rateLimit);
  }
}
