import type { Request, RequestHandler, Response } from 'express';

/**
 * Runs an Express middleware as a promise. Inside a Nest middleware this turns its
 * `next(error)` into a rejection, which Nest hands to the exception filter.
 */
export function runExpressMiddleware(handler: RequestHandler, request: Request, response: Response): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    void handler(request, response, (error?: unknown) => (error instanceof Error ? reject(error) : resolve()));
  });
}
