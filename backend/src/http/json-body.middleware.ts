import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { runExpressMiddleware } from './run-express-middleware.js';

/** Parses JSON bodies up to a size, so that malformed and oversized ones reach the exception filter. */
export abstract class JsonBodyParser implements NestMiddleware {
  private readonly parse: RequestHandler;

  protected constructor(limitBytes: number) {
    this.parse = express.json({ limit: limitBytes });
  }

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    await runExpressMiddleware(this.parse, request, response);
    next();
  }
}

/** Every route's body, up to BODY_LIMIT_BYTES. */
@Injectable()
export class JsonBodyMiddleware extends JsonBodyParser {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config.bodyLimitBytes);
  }
}
