import { jest } from '@jest/globals';
import type { Logger } from 'pino';
import { PeriodicTask } from './periodic-task.js';

describe('PeriodicTask', () => {
  const warnings: unknown[] = [];
  const logger = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;
  beforeEach(() => {
    warnings.length = 0;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('runs every interval until stopped, logging a failure and going on', async () => {
    let runs = 0;
    const task = new PeriodicTask(
      () => {
        runs += 1;
        return runs === 2 ? Promise.reject(new Error('down')) : Promise.resolve();
      },
      logger,
      'refresh failed',
    );
    task.start(1000);
    for (let i = 0; i < 3; i++) await jest.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);
    expect(warnings).toEqual([[{ err: new Error('down') }, 'refresh failed']]);
    task.stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });

  it('never runs two at once', async () => {
    let release: () => void = () => undefined;
    let runs = 0;
    const task = new PeriodicTask(
      () => {
        runs += 1;
        return new Promise<void>((resolve) => (release = resolve));
      },
      logger,
      'refresh failed',
    );
    const first = task.runOnce();
    const second = task.runOnce();
    expect(runs).toBe(1);
    release();
    await Promise.all([first, second]);
    const third = task.runOnce();
    expect(runs).toBe(2);
    release();
    await third;
  });
});
