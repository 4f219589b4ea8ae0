import { afterEach, describe, expect, it, vi } from 'vitest';
import { held } from '../../test/support/held';
import { CHUNK_WAIT_MS, lazyModule } from './lazy-module';

describe('lazyModule', () => {
  it('fetches its chunk once, on the first load(), and has it from then on', async () => {
    const module = { run: () => 'ran' };
    const fetchChunk = vi.fn(() => Promise.resolve(module));
    const lazy = lazyModule(fetchChunk);
    expect(fetchChunk).not.toHaveBeenCalled();
    expect(lazy.loaded).toBeNull();
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(lazy.loaded).toBe(module);
    await lazy.load();
    expect(fetchChunk).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed fetch', async () => {
    const fetchChunk = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue('here');
    const lazy = lazyModule(fetchChunk);
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(lazy.loaded).toBeNull();
    await expect(lazy.load()).resolves.toBe('here');
    expect(fetchChunk).toHaveBeenCalledTimes(2);
  });

  describe('a fetch that hangs', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** A fetch that settles only when the test says so. */
    function heldFetch<T>() {
      const { promise, resolve, reject } = held<T>();
      return { fetchChunk: vi.fn(() => promise), arrive: resolve, fail: reject };
    }

    it('is given up after CHUNK_WAIT_MS, fails every call at once until it arrives, and is kept once it does', async () => {
      vi.useFakeTimers();
      const { fetchChunk, arrive } = heldFetch<string>();
      const lazy = lazyModule(fetchChunk);
      const first = lazy.load();
      let outcome = 'waiting';
      first.catch(() => (outcome = 'failed'));
      await vi.advanceTimersByTimeAsync(CHUNK_WAIT_MS - 1);
      expect(outcome).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toBe('failed');
      await expect(first).rejects.toThrow('The chunk is late');

      // A new request would only queue behind the one that hangs: the next call fails at once.
      await expect(lazy.load()).rejects.toThrow('The chunk is late');
      expect(fetchChunk).toHaveBeenCalledTimes(1);

      arrive('here');
      await vi.advanceTimersByTimeAsync(0);
      expect(lazy.loaded).toBe('here');
      await expect(lazy.load()).resolves.toBe('here');
      expect(fetchChunk).toHaveBeenCalledTimes(1);
    });

    it('is fetched again by the next call once it has failed', async () => {
      vi.useFakeTimers();
      const { fetchChunk, fail } = heldFetch<string>();
      const lazy = lazyModule(fetchChunk);
      const first = lazy.load();
      first.catch(() => {});
      await vi.advanceTimersByTimeAsync(CHUNK_WAIT_MS);
      fail(new TypeError('offline'));
      await vi.advanceTimersByTimeAsync(0);
      fetchChunk.mockResolvedValue('here');
      await expect(lazy.load()).resolves.toBe('here');
      expect(fetchChunk).toHaveBeenCalledTimes(2);
    });

    it('is not given up once it has arrived in time, and leaves no timer behind', async () => {
      vi.useFakeTimers();
      const lazy = lazyModule(() => Promise.resolve('here'));
      await expect(lazy.load()).resolves.toBe('here');
      // A timer left running would keep a Node process (the build's prerender) alive for 10 s.
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(CHUNK_WAIT_MS * 2);
      await expect(lazy.load()).resolves.toBe('here');
      expect(lazy.loaded).toBe('here');
    });

    it('leaves no timer behind when it fails in time', async () => {
      vi.useFakeTimers();
      const lazy = lazyModule(() => Promise.reject(new TypeError('offline')));
      await expect(lazy.load()).rejects.toThrow('offline');
      expect(vi.getTimerCount()).toBe(0);
    });

    it('gives every caller the same answer: one request, one wait', async () => {
      vi.useFakeTimers();
      const { fetchChunk } = heldFetch<string>();
      const lazy = lazyModule(fetchChunk);
      const callers = [lazy.load(), lazy.load(), lazy.load()];
      const outcomes = Promise.allSettled(callers);
      await vi.advanceTimersByTimeAsync(CHUNK_WAIT_MS);
      expect((await outcomes).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(fetchChunk).toHaveBeenCalledTimes(1);
      expect(vi.getTimerCount()).toBe(0);
    });

    it('keeps a module that is a falsy value', async () => {
      const lazy = lazyModule(() => Promise.resolve(0));
      await expect(lazy.load()).resolves.toBe(0);
      expect(lazy.loaded).toBe(0);
      await expect(lazy.load()).resolves.toBe(0);
    });
  });
});
