import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiException } from '../errors/api-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { type BudgetCounter, BudgetStore, type RequestBudget } from './budget-store.js';
import { clientKeyOf, clientKeysOf } from './client-key.js';
import type { BudgetVerdict } from './token-bucket.js';

export class TooManyRequestsException extends ApiException {
  constructor() {
    super(HttpStatus.TOO_MANY_REQUESTS, 'rate_limited', 'Too many requests. Please wait a moment and try again.');
  }
}

/** Runs `then` after a step that may have finished at once (no promise) or later. */
function after(step: void | Promise<void>, then: () => void | Promise<void>): void | Promise<void> {
  return step ? step.then(then) : then();
}

function retryAfter(response: Response, verdict: BudgetVerdict): never {
  response.setHeader('Retry-After', String(Math.max(1, Math.ceil(verdict.msBeforeNext / 1000))));
  throw new TooManyRequestsException();
}

/** Spends one request of a budget, or throws (rejects with) its 429. */
export interface RequestCounter {
  count(request: Request, response: Response): void | Promise<void>;
}

/**
 * A request budget per client (clientKeyOf: an address nginx or a trusted proxy vouched for,
 * an IPv6 one's /56). Each budget counts on its own, so a route can have a tighter one on top
 * of the POST budget. Replies carry the IETF draft-7 `RateLimit` and `RateLimit-Policy`
 * headers; a 429 also carries `Retry-After`.
 */
export class BudgetLimiter implements RequestCounter {
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
   * Spends one request; throws (or rejects with) a 429 past the budget. Counted in memory, it
   * returns at once, without a promise: the hot routes' cheapest path.
   */
  count(request: Request, response: Response): void | Promise<void> {
    const verdict = this.counter.hit(clientKeyOf(request));
    if (verdict instanceof Promise) return verdict.then((settled) => this.judge(response, settled));
    this.judge(response, verdict);
  }

  private judge(response: Response, verdict: BudgetVerdict): void {
    const reset = Math.ceil(verdict.msBeforeFull / 1000);
    response.setHeader('RateLimit-Policy', this.policy);
    response.setHeader('RateLimit', `limit=${this.budget.max}, remaining=${verdict.remaining}, reset=${reset}`);
    if (!verdict.allowed) retryAfter(response, verdict);
  }
}

/**
 * A budget per IPv6 /48, shared by the 256 /56 blocks in it, so that a network holding many blocks
 * cannot multiply its share; an IPv4 client has no /48 and spends nothing here. It writes no
 * RateLimit header (those speak of the client's own budgets), only the 429 and its Retry-After.
 */
export class NetworkBudgetLimiter implements RequestCounter {
  private readonly counter: BudgetCounter;

  constructor(store: BudgetStore, name: string, budget: RequestBudget) {
    this.counter = store.counter(name, budget);
  }

  count(request: Request, response: Response): void | Promise<void> {
    const { network } = clientKeysOf(request);
    if (network === null) return;
    const verdict = this.counter.hit(network);
    if (verdict instanceof Promise)
      return verdict.then((settled) => {
        if (!settled.allowed) retryAfter(response, settled);
      });
    if (!verdict.allowed) retryAfter(response, verdict);
  }
}

/**
 * What the request intake spends for every request: the client's POST budget or its GET budget
 * (generous: a page asks for a few things, a flood of reads asks for thousands), and for an IPv6
 * client, its /48's budget too (NetworkBudgetLimiter).
 */
@Injectable()
export class RateLimiter {
  private readonly post: BudgetLimiter;
  private readonly get: BudgetLimiter;
  private readonly network: NetworkBudgetLimiter;

  constructor(store: BudgetStore, @Inject(APP_CONFIG) config: AppConfig) {
    const { windowSeconds } = config.rateLimit;
    this.post = new BudgetLimiter(store, 'post', config.rateLimit);
    this.get = new BudgetLimiter(store, 'get', { max: config.getRateLimitMax, windowSeconds });
    this.network = new NetworkBudgetLimiter(store, 'network', { max: config.networkRateLimitMax, windowSeconds });
  }

  /**
   * The client's own budget first: a request it refuses must not cost the /48 anything, or one
   * client hammering on after its 429s would spend its neighbours' shared budget.
   */
  count(request: Request, response: Response): void | Promise<void> {
    const own = request.method === 'POST' ? this.post : this.get;
    if (clientKeysOf(request).network === null) return own.count(request, response);
    return after(own.count(request, response), () => this.network.count(request, response));
  }
}
