import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_DELAY_MS, IDLE_TIMEOUT_MS, whenIdle } from './when-idle';

describe('whenIdle', () => {
  it('waits for the browser to be idle, at most a few seconds', () => {
    const requestIdleCallback = vi.fn();
    const setTimeout = vi.fn();
    const work = vi.fn();
    whenIdle(work, { requestIdleCallback, setTimeout });
    expect(work).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(work, { timeout: IDLE_TIMEOUT_MS });
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('runs the work shortly after where the browser cannot say when it is idle', () => {
    vi.useFakeTimers();
    try {
      const work = vi.fn();
      whenIdle(work, { setTimeout: (callback, delay) => globalThis.setTimeout(callback, delay) });
      vi.advanceTimersByTime(FALLBACK_DELAY_MS - 1);
      expect(work).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(work).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
