import { Global, Module } from '@nestjs/common';

/** The source of "now", injectable so tests can move time. */
export interface Clock {
  now(): number;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => Date.now() };

@Global()
@Module({})
export class ClockModule {
  static forRoot(clock: Clock = systemClock) {
    return { module: ClockModule, providers: [{ provide: CLOCK, useValue: clock }], exports: [CLOCK] };
  }
}
