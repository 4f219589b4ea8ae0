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

  /** A task whose every run lasts until released. */
  function heldTask() {
    let releaseRun: () => void = () => undefined;
    let count = 0;
    const task = new PeriodicTask(
      () => {
        count += 1;
        return new Promise<void>((resolve) => (releaseRun = resolve));
      },
      logger,
      'refresh failed',
    );
    return { task, runs: () => count, release: () => releaseRun() };
  }

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
    const { task, runs, release } = heldTask();
    const first = task.runOnce();
    const second = task.runOnce();
    expect(runs()).toBe(1);
    release();
    await Promise.all([first, second]);
    const third = task.runOnce();
    expect(runs()).toBe(2);
    release();
    await third;
  });

  it('gives what a run gave, or undefined when it failed', async () => {
    let fail = false;
    const task = new PeriodicTask(
      () => (fail ? Promise.reject(new Error('down')) : Promise.resolve(7)),
      logger,
      'failed',
    );
    expect(await task.runOnce()).toBe(7);
    fail = true;
    expect(await task.runOnce()).toBeUndefined();
    expect(warnings).toEqual([[{ err: new Error('down') }, 'failed']]);
  });

  it('on close stops ticking and waits for the run under way', async () => {
    const { task, runs, release } = heldTask();
    task.start(1000);
    await jest.advanceTimersByTimeAsync(1000);
    let closed = false;
    const closing = task.close().then(() => (closed = true));
    await jest.advanceTimersByTimeAsync(5000);
    expect([runs(), closed]).toEqual([1, false]);
    release();
    await closing;
    expect(closed).toBe(true);
  });
});
