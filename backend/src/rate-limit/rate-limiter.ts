import { HttpException, HttpStatus, Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { BudgetStore, type RequestBudget } from './budget-store.js';
import { clientKey } from './client-key.js';

export class TooManyRequestsException extends HttpException {
  constructor() {
    super('Too many requests. Please wait a moment and try again.', HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * A request budget per client address. The address is `req.ip`: the peer, or the
 * forwarded client address when the peer is a trusted proxy (TRUST_PROXY). Each
 * budget counts on its own, so a route can have a tighter one on top of the POST budget.
 * Replies carry the IETF draft-7 `RateLimit` and `RateLimit-Policy` headers; a 429 also
 * carries `Retry-After`.
 */
export class BudgetLimiter {
  private readonly counter: RateLimiterAbstract;
  private readonly policy: string;

  constructor(
    store: BudgetStore,
    name: string,
    private readonly budget: RequestBudget,
  ) {
    this.counter = store.counter(name, budget);
    this.policy = `${budget.max};w=${budget.windowSeconds}`;
  }

  /** Counts the request; rejects with a 429 past the budget. */
  count(request: Request, response: Response): Promise<void> {
    return this.counter.consume(clientKey(request.ip ?? '')).then(
      (result) => {
        this.setHeaders(response, result);
      },
      (result: unknown) => {
        // Anything but a verdict is a store failure the fallback could not absorb.
        if (!(result instanceof RateLimiterRes)) throw result;
        const seconds = this.setHeaders(response, result);
        response.setHeader('Retry-After', String(Math.max(1, seconds)));
        throw new TooManyRequestsException();
      },
    );
  }

  /** Sets the budget headers; returns the seconds until the window resets. */
  private setHeaders(response: Response, result: RateLimiterRes): number {
    const reset = result.msBeforeNext > 0 ? Math.ceil(result.msBeforeNext / 1000) : this.budget.windowSeconds;
    response.setHeader('RateLimit-Policy', this.policy);
    response.setHeader('RateLimit', `limit=${this.budget.max}, remaining=${result.remainingPoints}, reset=${reset}`);
    return reset;
  }
}

/** One budget per client address across all the POST routes, counted by the request intake. */
@Injectable()
export class RateLimiter extends BudgetLimiter {
  constructor(store: BudgetStore, @Inject(APP_CONFIG) config: AppConfig) {
    super(store, 'post', config.rateLimit);
  }
}

/**
 * A tighter budget of one route's own, on top of the POST budget the intake has already
 * counted (same client key, same 429 and Retry-After).
 */
export abstract class RouteBudgetMiddleware implements NestMiddleware {
  private readonly limiter: BudgetLimiter;

  protected constructor(store: BudgetStore, name: string, budget: RequestBudget) {
    this.limiter = new BudgetLimiter(store, name, budget);
  }

  use(request: Request, response: Response, next: NextFunction): Promise<void> {
    return this.limiter.count(request, response).then(() => next());
  }
}
