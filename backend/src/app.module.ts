import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, RouterModule } from '@nestjs/core';
import type { Logger } from 'pino';
import type { Clock } from './platform/clock/clock.js';
import type { AppConfig } from './platform/config/app-config.js';
import { ConfigModule } from './platform/config/config.module.js';
import { AnalysisModule } from './analysis/analysis.module.js';
import { ArchiveModule } from './archive/archive.module.js';
import { ChallengeResultsModule } from './challenge-results/challenge-results.module.js';
import { ChallengesModule } from './challenges/challenges.module.js';
import { DailyStatsModule } from './daily-stats/daily-stats.module.js';
import { DailyWordModule } from './daily-word/daily-word.module.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { HttpErrorFilter } from './platform/errors/http-error.filter.js';
import { GuessModule } from './guess/guess.module.js';
import { HealthModule } from './health/health.module.js';
import { LeaguesModule } from './leagues/leagues.module.js';
import { JsonBodyReader } from './platform/http/json-body-reader.js';
import { RequestIntakeMiddleware } from './platform/http/request-intake.middleware.js';
import { LoggingModule } from './platform/logging/logging.module.js';
import { RateLimitModule } from './platform/rate-limit/rate-limit.module.js';
import { MetricsEndpointModule, MetricsModule } from './platform/metrics/metrics.module.js';
import { PracticeModule } from './practice/practice.module.js';
import { TransferBodyReader, TransferUploadIntakeMiddleware } from './transfers/transfer-limits.middleware.js';
import { TransfersModule } from './transfers/transfers.module.js';
import { WordStatsModule } from './word-stats/word-stats.module.js';

export interface AppOptions {
  /** Tests move time with their own clock. */
  clock?: Clock;
}

@Module({})
export class AppModule {
  static register(config: AppConfig, logger: Logger, options: AppOptions = {}): DynamicModule {
    const { clock } = options;
    const apiModules = [
      DailyWordModule,
      GuessModule,
      ArchiveModule,
      ChallengesModule,
      ChallengeResultsModule,
      PracticeModule,
      AnalysisModule,
      TransfersModule,
      WordStatsModule,
      DailyStatsModule,
      LeaguesModule,
      HealthModule,
    ];
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, clock),
        LoggingModule.forRoot(logger),
        DatabaseModule,
        RateLimitModule,
        MetricsModule,
        ...apiModules,
        ...(config.metrics ? [MetricsEndpointModule] : []),
        RouterModule.register([{ path: 'api', children: apiModules }]),
      ],
      providers: [
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        JsonBodyReader,
        TransferBodyReader,
        RequestIntakeMiddleware,
        TransferUploadIntakeMiddleware,
      ],
    };
  }
}
