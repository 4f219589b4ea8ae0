import type { Logger } from 'pino';

/**
 * Work repeated every so often for the life of the process, such as re-reading what operators
 * change in the database: never keeps the process alive, never runs two at once, and a failure is
 * logged (under `failureMessage`) and tried again at the next tick.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly logger: Logger,
    private readonly failureMessage: string,
  ) {}

  start(intervalMs: number): void {
    this.stop();
    this.timer = setInterval(() => void this.runOnce(), intervalMs);
    this.timer.unref();
  }

  /** One run now, unless one is already under way; resolves when it has ended, failed or not. */
  runOnce(): Promise<void> {
    this.running ??= this.work()
      .then(
        () => undefined,
        (error: unknown) => this.logger.warn({ err: error }, this.failureMessage),
      )
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
