import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { AppModule, type AppOptions } from './app.module.js';
import type { AppConfig } from './platform/config/app-config.js';
import { CLOCK, type Clock } from './platform/clock/clock.js';
import { StructuredNestLogger } from './platform/logging/logger.js';
import { requestLog } from './platform/logging/request-log.js';
import { HttpMetrics } from './platform/metrics/http-metrics.js';

/** Builds the HTTP application exactly as it runs in production; tests use it too. */
export function createApp(
  config: AppConfig,
  logger: Logger,
  options: AppOptions = {},
): Promise<NestExpressApplication> {
  return createAppFrom(AppModule.register(config, logger, options), config, logger);
}

/**
 * The same application from a root module that imports `AppModule.register(config, logger)`
 * (the benchmark adds its own routes beside it this way): every request goes through the same
 * settings, middleware and logging.
 */
export async function createAppFrom(
  root: DynamicModule,
  config: AppConfig,
  logger: Logger,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(root, {
    bodyParser: false,
    logger: new StructuredNestLogger(logger),
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.set('etag', false);
  // Measured first, so a request's time includes everything after; absent when metrics are off.
  if (config.metrics) app.use(app.get(HttpMetrics).middleware(app.getHttpAdapter().getInstance()));
  app.use(requestLog(logger, app.get<Clock>(CLOCK)));
  return app;
}
