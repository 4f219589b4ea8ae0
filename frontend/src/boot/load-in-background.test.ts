import { describe, expect, it, vi } from 'vitest';
import { loadInBackground } from './load-in-background';

const Component = () => null;
const chunk = (arrival: Promise<unknown>) => ({ load: () => arrival });

describe('loadInBackground', () => {
  it('fetches every chunk, and one that fails does not stop the others', async () => {
    const chunks = [
      chunk(Promise.resolve(Component)),
      chunk(Promise.reject(new TypeError('offline'))),
      chunk(Promise.resolve(Component)),
    ];
    const loads = chunks.map((one) => vi.spyOn(one, 'load'));
    loadInBackground(chunks, (work) => work());
    for (const load of loads) expect(load).toHaveBeenCalledTimes(1);
    await expect(chunks[0]?.load()).resolves.toBe(Component);
  });

  it('starts each fetch in a quiet moment of its own', () => {
    const chunks = [chunk(Promise.resolve(Component)), chunk(Promise.resolve(Component))];
    const loads = chunks.map((one) => vi.spyOn(one, 'load'));
    const waiting: (() => void)[] = [];
    loadInBackground(chunks, (work) => waiting.push(work));
    expect(waiting).toHaveLength(2);
    for (const load of loads) expect(load).not.toHaveBeenCalled();
    waiting[0]?.();
    expect(loads[0]).toHaveBeenCalledTimes(1);
    expect(loads[1]).not.toHaveBeenCalled();
  });
});
