import { type DynamicModule, type MiddlewareConsumer, Module, type NestModule, type Type } from '@nestjs/common';
import { APP_FILTER, RouterModule } from '@nestjs/core';
import type { Logger } from 'pino';
import { type Clock, ClockModule } from './clock/clock.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DailyWordModule } from './daily-word/daily-word.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HttpErrorFilter } from './errors/http-error.filter.js';
import { GuessModule } from './guess/guess.module.js';
import { HealthModule } from './health/health.module.js';
import { JsonBodyReader } from './http/json-body-reader.js';
import { RequestIntakeMiddleware } from './http/request-intake.middleware.js';
import { LoggingModule } from './logging/logging.module.js';
import { RateLimiter } from './rate-limit/rate-limiter.js';
import { WordStatsModule } from './word-stats/word-stats.module.js';

export interface AppOptions {
  /** Tests move time with their own clock. */
  clock?: Clock;
  /** The benchmark adds its baseline routes behind the same pipeline. */
  extraModules?: Type[];
}

@Module({})
export class AppModule implements NestModule {
  static register(config: AppConfig, logger: Logger, options: AppOptions = {}): DynamicModule {
    const { clock, extraModules = [] } = options;
    const apiModules = [DailyWordModule, GuessModule, WordStatsModule, HealthModule, ...extraModules];
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(logger),
        ClockModule.forRoot(clock),
        DatabaseModule,
        ...apiModules,
        RouterModule.register([{ path: 'api', children: apiModules }]),
      ],
      providers: [{ provide: APP_FILTER, useClass: HttpErrorFilter }, RateLimiter, JsonBodyReader],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestIntakeMiddleware).forRoutes('{*path}');
  }
}
