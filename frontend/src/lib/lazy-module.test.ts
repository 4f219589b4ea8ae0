import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

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
});
