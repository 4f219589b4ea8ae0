import { HttpException, HttpStatus, Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { type BudgetCounter, BudgetStore, type RequestBudget } from './budget-store.js';
import { clientKey } from './client-key.js';
import type { WindowCount } from './window-counter.js';

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
  private readonly counter: BudgetCounter;
  private readonly policy: string;

  constructor(
    store: BudgetStore,
    name: string,
    private readonly budget: RequestBudget,
  ) {
    this.counter = store.counter(name, budget);
    this.policy = `${budget.max};w=${budget.windowSeconds}`;
  }

  /**
   * Counts the request; throws (or rejects with) a 429 past the budget. Counted in memory, it
   * returns at once, without a promise: the hot routes' cheapest path.
   */
  count(request: Request, response: Response): void | Promise<void> {
    const counted = this.counter.hit(clientKey(request.ip ?? ''));
    if (counted instanceof Promise) return counted.then((count) => this.judge(response, count));
    this.judge(response, counted);
  }

  private judge(response: Response, { hits, msBeforeReset }: WindowCount): void {
    const reset = Math.max(0, Math.ceil(msBeforeReset / 1000));
    const remaining = Math.max(0, this.budget.max - hits);
    response.setHeader('RateLimit-Policy', this.policy);
    response.setHeader('RateLimit', `limit=${this.budget.max}, remaining=${remaining}, reset=${reset}`);
    if (hits <= this.budget.max) return;
    response.setHeader('Retry-After', String(Math.max(1, reset)));
    throw new TooManyRequestsException();
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

  use(request: Request, response: Response, next: NextFunction): void | Promise<void> {
    const counted = this.limiter.count(request, response);
    if (counted) return counted.then(() => next());
    next();
  }
}
