import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { Clock } from '../clock/clock.js';

/** A successful request this slow still gets its line. */
export const SLOW_REQUEST_MS = 1000;

const MAX_REQUEST_ID = 2_147_483_647;

/**
 * One JSON line per failed (status 400 or more, aborted) or slow request, none for the
 * rest: the web server in front already keeps an access log, and a line per request
 * cost the API a large share of its time. The lines keep the shape they always had.
 * The middleware also marks every answer `no-store`: they depend on the day and the zone.
 */
export function requestLog(logger: Logger, clock: Clock): RequestHandler {
  let lastId = 0;
  return (request: Request, response: Response, next: NextFunction) => {
    const reqId = (lastId = (lastId + 1) & MAX_REQUEST_ID);
    const started = clock.now();
    const url = request.originalUrl ?? request.url;
    const finished = (error?: Error) => {
      response.off('close', finished);
      response.off('error', finished);
      const responseTime = clock.now() - started;
      const status = response.statusCode;
      const completed = !request.readableAborted && response.writableEnded;
      if (!error && status < 400 && completed && responseTime < SLOW_REQUEST_MS) return;
      const req = { method: request.method, url };
      const res = { status };
      if (error || status >= 500) {
        const err = error ?? new Error(`failed with status code ${status}`);
        logger.info({ reqId, req, res, err, responseTime }, 'request errored');
      } else logger.info({ reqId, req, res, responseTime }, completed ? 'request completed' : 'request aborted');
    };
    response.on('close', finished);
    response.on('error', finished);
    response.setHeader('Cache-Control', 'no-store');
    next();
  };
}
