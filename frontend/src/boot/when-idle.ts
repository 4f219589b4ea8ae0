/** The part of `window` that schedules work (a fake one in the tests). */
export interface IdleScheduler {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  setTimeout: (callback: () => void, delayMs: number) => unknown;
}

/** The longest the work waits for a quiet moment on a page that is never idle. */
export const IDLE_TIMEOUT_MS = 3000;
/** Where the browser cannot say when it is idle: shortly after the page is taken over. */
export const FALLBACK_DELAY_MS = 200;

/**
 * Runs work that no player is waiting for (fetching the dialogs' chunks, registering the service
 * worker) once the main thread has nothing else to do: started in the same task as the page's
 * takeover, it lengthened that task by a third on a phone's CPU, and a long task is a key press
 * that waits.
 */
export function whenIdle(work: () => void, scheduler: IdleScheduler = window): void {
  if (typeof scheduler.requestIdleCallback === 'function') {
    scheduler.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
  } else {
    scheduler.setTimeout(work, FALLBACK_DELAY_MS);
  }
}
