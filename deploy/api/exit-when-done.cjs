// @ts-check
// Preloaded into the Prisma CLI by start-api.sh. After `prisma migrate deploy` has finished, its
// schema engine leaves a ten-second timer (a lock timeout) running, and so does the database
// pool; either kept every API start waiting ten seconds for nothing. Long timers still fire while
// the CLI works (its database connection keeps the process alive); they just no longer hold the
// process open once the work is done. Short timers (retries, sleeps) are left as they are.
'use strict';
const LONG_TIMER_MS = 10_000;

globalThis.setTimeout = new Proxy(globalThis.setTimeout, {
  apply(target, thisArg, args) {
    const timer = Reflect.apply(target, thisArg, args);
    if (Number(args[1]) >= LONG_TIMER_MS && typeof timer?.unref === 'function') timer.unref();
    return timer;
  },
});
