import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { runExpressMiddleware } from './run-express-middleware.js';

/** Parses JSON bodies so that malformed and oversized ones reach the exception filter. */
@Injectable()
export class JsonBodyMiddleware implements NestMiddleware {
  private readonly parse: RequestHandler;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.parse = express.json({ limit: config.bodyLimitBytes });
  }

  use(request: Request, response: Response, next: NextFunction): void | Promise<void> {
    // The parser's own test for a body, done here so that bodiless requests (every GET) skip it at no cost.
    const { 'transfer-encoding': transferEncoding, 'content-length': contentLength } = request.headers;
    if (transferEncoding === undefined && Number.isNaN(Number(contentLength))) return next();
    return runExpressMiddleware(this.parse, request, response).then(() => next());
  }
}
