import { performance } from 'node:perf_hooks';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { Counter, Histogram, type Registry } from 'prom-client';
import { RouteLabeler } from './route-label.js';

/** Seconds; the API answers most requests within a few milliseconds. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

type HttpLabel = 'method' | 'route' | 'status';

/**
 * The request side of the metrics: every answered request is counted by method, route
 * template and status, with its time in a histogram; a 429 also counts as rate-limited.
 * It is one `finish` listener per request, and only registered when metrics are on.
 */
export class HttpMetrics {
  private readonly requests: Counter<HttpLabel>;
  private readonly durations: Histogram<HttpLabel>;
  private readonly rateLimited: Counter<'route'>;

  constructor(registry: Registry) {
    this.requests = new Counter({
      name: 'hexle_http_requests_total',
      help: 'HTTP requests answered by the API, by method, route template and status.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    this.durations = new Histogram({
      name: 'hexle_http_request_duration_seconds',
      help: 'Time from a request reaching the API to the last byte of its answer, by method, route template and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    this.rateLimited = new Counter({
      name: 'hexle_rate_limited_requests_total',
      help: 'Requests turned away with 429 Too Many Requests, by route template.',
      labelNames: ['route'] as const,
      registers: [registry],
    });
  }

  /** The Express middleware that measures every request of `express`, to be registered first. */
  middleware(express: Express): RequestHandler {
    const routes = new RouteLabeler(express);
    const measureRequest = (request: Request, response: Response, next: NextFunction) => {
      const started = performance.now();
      response.once('finish', () => {
        const seconds = (performance.now() - started) / 1000;
        const route = routes.label(request);
        const status = response.statusCode;
        const labels = { method: METHODS.has(request.method) ? request.method : 'other', route, status };
        this.requests.inc(labels);
        this.durations.observe(labels, seconds);
        if (status === 429) this.rateLimited.inc({ route });
      });
      next();
    };
    return measureRequest;
  }
}
