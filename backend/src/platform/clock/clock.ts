import { Module } from '@nestjs/common';

/** The source of "now", injectable so tests can move time. */
export interface Clock {
  now(): number;
}

export const CLOCK = Symbol('CLOCK');

/** The clock an application was started with, when not the system's (tests move time with their own). */
export const CLOCK_SOURCE = Symbol('CLOCK_SOURCE');

export const systemClock: Clock = { now: () => Date.now() };

/** Gives CLOCK to the modules that import it: the application's own clock, or the system's. */
@Module({
  providers: [
    {
      provide: CLOCK,
      useFactory: (source: Clock | undefined): Clock => source ?? systemClock,
      inject: [{ token: CLOCK_SOURCE, optional: true }],
    },
  ],
  exports: [CLOCK],
})
export class ClockModule {}
