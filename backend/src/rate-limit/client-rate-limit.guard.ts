import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';

/**
 * Limits POST requests per client address. `req.ip` is the peer address, or the
 * forwarded client address when the peer is a trusted proxy (TRUST_PROXY).
 */
@Injectable()
export class ClientRateLimitGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return context.switchToHttp().getRequest<Request>().method !== 'POST';
  }

  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    return (request as unknown as Request).ip ?? 'unknown';
  }

  /** One budget per client across all POST routes, without hashing on every request. */
  protected override generateKey(_context: ExecutionContext, tracker: string, throttlerName: string): string {
    return `${throttlerName}:${tracker}`;
  }
}
