import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { AppModule, type AppOptions } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { StructuredNestLogger } from './logging/logger.js';

/** Builds the HTTP application exactly as it runs in production; tests and the benchmark use it too. */
export async function createApp(
  config: AppConfig,
  logger: Logger,
  options: AppOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, logger, options), {
    bodyParser: false,
    logger: new StructuredNestLogger(logger),
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(
    pinoHttp({
      logger,
      quietReqLogger: true,
      serializers: {
        req: (req: { method: string; url: string; remoteAddress?: string }) => ({ method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
    }),
  );
  // Answers depend on the day and the time zone: no cache may keep them.
  app.use((_request: Request, response: Response, next: NextFunction) => {
    response.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.enableShutdownHooks();
  return app;
}
