import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { BudgetStore, type RequestBudget } from './budget-store.js';
import { BudgetLimiter, NetworkBudgetLimiter, type RequestCounter } from './rate-limiter.js';

/**
 * A budget of a route's own: its name (the key it is counted under), its size, read from the
 * configuration, and whose it is: each client key's (the default), or each IPv6 /48's, shared by
 * the 256 /56 blocks in it (an IPv4 client has no /48 and spends only its own).
 */
export interface RouteBudgetDefinition {
  name: string;
  per?: 'client' | 'network';
  size(config: AppConfig): RequestBudget;
}

const ROUTE_BUDGETS = 'hexle:route-budgets';

/**
 * Counts the budgets a handler declares, in order, each on top of the POST or GET budget the
 * intake has already counted (same keys, same 429 and Retry-After); the first refused one
 * answers, and the later ones are not spent. List a client's own budgets before its network's,
 * so that a client refused by its own does not spend its neighbours' share.
 */
@Injectable()
export class RouteBudgetGuard implements CanActivate {
  private readonly limiters = new Map<string, RequestCounter>();

  constructor(
    private readonly reflector: Reflector,
    private readonly store: BudgetStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const budgets = this.reflector.get<RouteBudgetDefinition[] | undefined>(ROUTE_BUDGETS, context.getHandler()) ?? [];
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    for (const budget of budgets) await this.limiterOf(budget).count(request, response);
    return true;
  }

  private limiterOf(definition: RouteBudgetDefinition): RequestCounter {
    let limiter = this.limiters.get(definition.name);
    if (!limiter) {
      const Limiter = definition.per === 'network' ? NetworkBudgetLimiter : BudgetLimiter;
      limiter = new Limiter(this.store, definition.name, definition.size(this.config));
      this.limiters.set(definition.name, limiter);
    }
    return limiter;
  }
}

/** Gives a handler budgets of its own, counted in the order given: `@RouteBudget(CHALLENGE_BUDGET)`. */
export function RouteBudget(...budgets: RouteBudgetDefinition[]): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(ROUTE_BUDGETS, budgets), UseGuards(RouteBudgetGuard));
}
