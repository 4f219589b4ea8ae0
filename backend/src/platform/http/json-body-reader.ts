import { Inject, Injectable } from '@nestjs/common';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { isPlainJsonBody, readPlainJsonBody } from './read-json-body.js';
import { runExpressMiddleware } from './run-express-middleware.js';

/**
 * Parses JSON bodies so that malformed and oversized ones reach the exception filter. The
 * everyday body (plain UTF-8 JSON with a length) is read directly, as the parser would read
 * it; the parser's decoding streams were a sizeable share of every POST.
 */
@Injectable()
export class JsonBodyReader {
  private readonly parse: RequestHandler;
  private readonly limit: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limit = this.limitOf(config);
    this.parse = express.json({ limit: this.limit });
  }

  /** The largest body read (BODY_LIMIT_BYTES); a route with larger bodies has a reader of its own. */
  protected limitOf(config: AppConfig): number {
    return config.bodyLimitBytes;
  }

  /** Sets `request.body`; rejects with the parser's errors. Nothing to wait for without a body. */
  read(request: Request, response: Response): Promise<void> | undefined {
    // The parser's own test for a body, done here so that bodiless requests (every GET) skip it at no cost.
    const { 'transfer-encoding': transferEncoding, 'content-length': contentLength } = request.headers;
    if (transferEncoding === undefined && Number.isNaN(Number(contentLength))) return undefined;
    if (isPlainJsonBody(request, this.limit))
      return readPlainJsonBody(request).then((body) => {
        request.body = body;
      });
    return runExpressMiddleware(this.parse, request, response);
  }
}
