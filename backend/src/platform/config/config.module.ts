import { type DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import { type Clock, CLOCK_SOURCE } from '../clock/clock.js';
import type { AppConfig } from './app-config.js';

export const APP_CONFIG = Symbol('APP_CONFIG');

/**
 * The application's environment, for every module: its configuration and, when it runs on a
 * clock of its own (tests), that clock for ClockModule to give out.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig, clock?: Clock): DynamicModule {
    const providers: Provider[] = [{ provide: APP_CONFIG, useValue: config }];
    if (clock) providers.push({ provide: CLOCK_SOURCE, useValue: clock });
    return {
      module: ConfigModule,
      providers,
      exports: providers.map((provider) => (provider as { provide: symbol }).provide),
    };
  }
}
