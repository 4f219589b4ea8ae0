import { describe, expect, it, vi } from 'vitest';
import { lazyDialog, loadInBackground } from './lazy-dialog';

const Component = () => null;

describe('lazyDialog', () => {
  it('fetches its chunk once, on the first load()', async () => {
    const fetchChunk = vi.fn(() => Promise.resolve(Component));
    const dialog = lazyDialog(fetchChunk);
    expect(fetchChunk).not.toHaveBeenCalled();
    await Promise.all([dialog.load(), dialog.load()]);
    await dialog.load();
    expect(fetchChunk).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed fetch', async () => {
    const fetchChunk = vi
      .fn<() => Promise<typeof Component>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(Component);
    const dialog = lazyDialog(fetchChunk);
    await expect(dialog.load()).rejects.toThrow('offline');
    await expect(dialog.load()).resolves.toBeUndefined();
    expect(fetchChunk).toHaveBeenCalledTimes(2);
  });
});

describe('loadInBackground', () => {
  it('fetches every chunk, and one that fails does not stop the others', async () => {
    const dialogs = [
      lazyDialog(() => Promise.resolve(Component)),
      lazyDialog(() => Promise.reject(new TypeError('offline'))),
      lazyDialog(() => Promise.resolve(Component)),
    ];
    const loads = dialogs.map((dialog) => vi.spyOn(dialog, 'load'));
    await expect(loadInBackground(dialogs, (work) => work())).resolves.toBeUndefined();
    for (const load of loads) expect(load).toHaveBeenCalledTimes(1);
    await expect(dialogs[0]?.load()).resolves.toBeUndefined();
  });

  it('starts each fetch in a quiet moment of its own', () => {
    const dialogs = [lazyDialog(() => Promise.resolve(Component)), lazyDialog(() => Promise.resolve(Component))];
    const loads = dialogs.map((dialog) => vi.spyOn(dialog, 'load'));
    const waiting: (() => void)[] = [];
    void loadInBackground(dialogs, (work) => waiting.push(work));
    expect(waiting).toHaveLength(2);
    for (const load of loads) expect(load).not.toHaveBeenCalled();
    waiting[0]?.();
    expect(loads[0]).toHaveBeenCalledTimes(1);
    expect(loads[1]).not.toHaveBeenCalled();
  });
});
