import type { Logger } from 'pino';

/**
 * Work repeated every so often for the life of the process, such as re-reading what operators
 * change in the database: never keeps the process alive, never runs two at once, and a failure is
 * logged (under `failureMessage`) and tried again at the next tick.
 */
export class PeriodicTask<T = unknown> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<T | undefined> | null = null;

  constructor(
    private readonly work: () => Promise<T>,
    private readonly logger: Logger,
    private readonly failureMessage: string,
  ) {}

  start(intervalMs: number): void {
    this.stop();
    this.timer = setInterval(() => void this.runOnce(), intervalMs);
    this.timer.unref();
  }

  /**
   * One run now, unless one is already under way (then that one's); resolves when it has ended,
   * to what the work gave, or to undefined when it failed.
   */
  runOnce(): Promise<T | undefined> {
    this.running ??= this.work()
      .catch((error: unknown) => {
        this.logger.warn({ err: error }, this.failureMessage);
        return undefined;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** No more ticks; a run under way goes on. */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** No more ticks, and resolves once a run under way has ended, e.g. before the database closes. */
  async close(): Promise<void> {
    this.stop();
    await this.running;
  }
}
