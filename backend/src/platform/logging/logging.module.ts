import { Global, Module } from '@nestjs/common';
import type { Logger } from 'pino';

export const APP_LOGGER = Symbol('APP_LOGGER');

@Global()
@Module({})
export class LoggingModule {
  static forRoot(logger: Logger) {
    return { module: LoggingModule, providers: [{ provide: APP_LOGGER, useValue: logger }], exports: [APP_LOGGER] };
  }
}
