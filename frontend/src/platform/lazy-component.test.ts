import { act, render, screen } from '@testing-library/react';
import { createElement, StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { held } from '../../test/support/held';
import { lazyComponent } from './lazy-component';

const Component = () => null;
const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello, ${name}`);

/** A fetch that settles when the test says so (each settling awaited, for act()). */
function pendingChunk() {
  const { promise, resolve, reject } = held<typeof Greeting>();
  return {
    chunk: promise,
    resolve: (component: typeof Greeting) => Promise.resolve(resolve(component)),
    reject: (error: Error) => Promise.resolve(reject(error)),
  };
}

describe('lazyComponent', () => {
  it('fetches its chunk once, on the first load()', async () => {
    const fetchChunk = vi.fn(() => Promise.resolve(Component));
    const dialog = lazyComponent(fetchChunk);
    expect(fetchChunk).not.toHaveBeenCalled();
    expect(dialog.loaded).toBeNull();
    await Promise.all([dialog.load(), dialog.load()]);
    await dialog.load();
    expect(fetchChunk).toHaveBeenCalledTimes(1);
    expect(dialog.loaded).toBe(Component);
  });

  it('fetches again after a failed fetch', async () => {
    const fetchChunk = vi
      .fn<() => Promise<typeof Component>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(Component);
    const dialog = lazyComponent(fetchChunk);
    await expect(dialog.load()).rejects.toThrow('offline');
    await expect(dialog.load()).resolves.toBe(Component);
    expect(fetchChunk).toHaveBeenCalledTimes(2);
  });
});

describe('a lazy dialog on the page', () => {
  it('shows its component once the chunk is here, and at once when it already is', async () => {
    const { chunk, resolve } = pendingChunk();
    const Dialog = lazyComponent(() => chunk);
    const onUnavailable = vi.fn();
    const view = render(createElement(Dialog, { name: 'Ada', onUnavailable }));
    expect(view.container.textContent).toBe('');
    await act(() => resolve(Greeting));
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
    view.unmount();

    render(createElement(Dialog, { name: 'Grace', onUnavailable }));
    expect(screen.getByText('Hello, Grace')).toBeTruthy();
    expect(onUnavailable).not.toHaveBeenCalled();
  });

  it('says so when its chunk cannot be fetched, shows nothing, and fetches it again when mounted again', async () => {
    const fetchChunk = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(Greeting);
    const Dialog = lazyComponent(fetchChunk);
    const onUnavailable = vi.fn();
    // Under StrictMode, as on the page: its effects run twice, the failure is told once.
    const view = render(createElement(StrictMode, null, createElement(Dialog, { name: 'Ada', onUnavailable })));
    await act(() => Promise.resolve());
    expect(onUnavailable).toHaveBeenCalledTimes(1);
    expect(view.container.textContent).toBe('');
    view.unmount();

    render(createElement(Dialog, { name: 'Ada', onUnavailable }));
    expect(await screen.findByText('Hello, Ada')).toBeTruthy();
    expect(fetchChunk).toHaveBeenCalledTimes(2);
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });

  it('says nothing of a failure that comes after it was closed', async () => {
    const { chunk, reject } = pendingChunk();
    const Dialog = lazyComponent(() => chunk);
    const onUnavailable = vi.fn();
    render(createElement(Dialog, { name: 'Ada', onUnavailable })).unmount();
    await act(() => reject(new TypeError('offline')));
    expect(onUnavailable).not.toHaveBeenCalled();
  });
});
