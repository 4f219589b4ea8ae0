import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { Clock } from '../clock/clock.js';
import { clientKeyOf, neighbourhoodOf } from '../rate-limit/client-key.js';
import { ClientErrorSampler, type SamplingLimits } from './client-error-sampler.js';

/** A successful request this slow still gets its line. */
export const SLOW_REQUEST_MS = 1000;

const MAX_REQUEST_ID = 2_147_483_647;

/**
 * Client errors (4xx) get a line each per 10 s: up to 5 per client key (an address, an IPv6 /56)
 * and 10 per network (an IPv4 /24, an IPv6 /48); the first of each network always (for up to 500
 * networks), the rest while the period's 50 last; then one summary line a period. However many
 * lines a few addresses send, every other network's first line is written. At most 550 lines
 * a period.
 */
export const CLIENT_ERROR_SAMPLING: SamplingLimits = {
  perClient: 5,
  perNetwork: 10,
  perPeriod: 50,
  newNetworks: 500,
  periodMs: 10_000,
};

/** A URL can be 8 KB; a log line keeps its start. */
const MAX_LOGGED_URL = 512;

/**
 * One JSON line per failed (status 400 or more, aborted) or slow request, none for the
 * rest: the web server in front already keeps an access log, and a line per request
 * cost the API a large share of its time. The lines keep the shape they always had.
 * Lines a client can cause (client errors, aborted or slow requests) are sampled: a flood of bad
 * requests must not flood the log (or its disk). Server errors are always written.
 * The middleware also marks every answer `no-store`: they depend on the day and the zone.
 */
export function requestLog(logger: Logger, clock: Clock): RequestHandler {
  let lastId = 0;
  const sampler = new ClientErrorSampler(CLIENT_ERROR_SAMPLING, () => clock.now());
  const summarize = (summary: ReturnType<ClientErrorSampler['flush']>) => {
    if (summary) logger.info(summary, 'client error lines suppressed');
  };
  // A flood that stops still gets its summary within a period or two.
  setInterval(() => summarize(sampler.flush()), CLIENT_ERROR_SAMPLING.periodMs).unref();
  return (request: Request, response: Response, next: NextFunction) => {
    const reqId = (lastId = (lastId + 1) & MAX_REQUEST_ID);
    const started = clock.now();
    const finished = (error?: Error) => {
      response.off('close', finished);
      response.off('error', finished);
      const responseTime = clock.now() - started;
      const status = response.statusCode;
      const completed = !request.readableAborted && response.writableEnded;
      if (!error && status < 400 && completed && responseTime < SLOW_REQUEST_MS) return;
      const fullUrl = request.originalUrl ?? request.url;
      const url = fullUrl.length > MAX_LOGGED_URL ? `${fullUrl.slice(0, MAX_LOGGED_URL)}…` : fullUrl;
      const req = { method: request.method, url };
      const res = { status };
      if (error || status >= 500) {
        const err = error ?? new Error(`failed with status code ${status}`);
        logger.info({ reqId, req, res, err, responseTime }, 'request errored');
      } else {
        // Client errors, aborted and slow requests are what a client can cause at will: sampled.
        const { write, summary } = sampler.allow(status, clientKeyOf(request), neighbourhoodOf(request));
        summarize(summary);
        if (write) logger.info({ reqId, req, res, responseTime }, completed ? 'request completed' : 'request aborted');
      }
    };
    response.on('close', finished);
    response.on('error', finished);
    response.setHeader('Cache-Control', 'no-store');
    next();
  };
}
