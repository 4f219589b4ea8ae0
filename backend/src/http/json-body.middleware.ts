import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';

/**
 * Parses JSON bodies inside Nest's middleware chain, so malformed and oversized
 * bodies reach the exception filter like every other error.
 */
@Injectable()
export class JsonBodyMiddleware implements NestMiddleware {
  private readonly parse: RequestHandler;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.parse = express.json({ limit: config.bodyLimitBytes });
  }

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      void this.parse(request, response, (error?: unknown) => (error instanceof Error ? reject(error) : resolve()));
    });
    next();
  }
}
