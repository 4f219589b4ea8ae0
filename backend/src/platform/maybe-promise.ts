/**
 * A result that is usually ready at once (state already in memory) and only sometimes has to be
 * waited for (a first load). Hot paths pass such results on without making a promise of them.
 */
export type MaybePromise<T> = T | Promise<T>;

/** Runs `next` on the value now when it is ready, or once it settles when it is a promise. */
export function whenReady<T, R>(value: MaybePromise<T>, next: (ready: T) => MaybePromise<R>): MaybePromise<R> {
  return value instanceof Promise ? value.then(next) : next(value);
}
