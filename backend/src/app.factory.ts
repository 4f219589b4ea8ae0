import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { AppModule, type AppOptions } from './app.module.js';
import type { AppConfig } from './platform/config/app-config.js';
import { CLOCK, type Clock } from './platform/clock/clock.js';
import { StructuredNestLogger } from './platform/logging/logger.js';
import { answerClientErrorsAsJson } from './platform/http/client-errors.js';
import { PrototypedExpressAdapter } from './platform/http/prototyped-express-adapter.js';
import { RequestIntakeMiddleware, requestIntake } from './platform/http/request-intake.middleware.js';
import { requestLog } from './platform/http/request-log.js';
import { TRANSFER_UPLOAD_ROUTE, TransferUploadIntakeMiddleware } from './transfers/transfer-limits.middleware.js';
import { PRACTICE_START_ROUTE, PracticeStartIntakeMiddleware } from './practice/practice-start-intake.middleware.js';
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
  const app = await NestFactory.create<NestExpressApplication>(root, new PrototypedExpressAdapter(), {
    bodyParser: false,
    logger: new StructuredNestLogger(logger),
  });
  // Requests Node cannot read are answered as JSON too, like every error of the app's own.
  answerClientErrorsAsJson(app.getHttpServer());
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.set('etag', false);
  // Measured first, so a request's time includes everything after; absent when metrics are off.
  if (config.metrics) app.use(app.get(HttpMetrics).middleware(app.getHttpAdapter().getInstance()));
  app.use(requestLog(logger, app.get<Clock>(CLOCK)));
  // Every request is counted and its body read before its route; a transfer's upload and a practice
  // start (the words a browser finished) have larger body limits.
  const uploads = new Map([
    [TRANSFER_UPLOAD_ROUTE, app.get(TransferUploadIntakeMiddleware)],
    [PRACTICE_START_ROUTE, app.get(PracticeStartIntakeMiddleware)],
  ]);
  app.use(requestIntake(app.get(RequestIntakeMiddleware), uploads));
  return app;
}
