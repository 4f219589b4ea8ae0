import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as Layouts from '../rules/keyboard-layouts';
import type { KeyboardLayout } from '../rules/settings';
import { lazyModule } from '../platform/lazy-module';
import { Keyboard } from './Keyboard';

const rowsShown = (container: HTMLElement) =>
  [...container.querySelectorAll('.keyboard-row')].map((row) =>
    [...row.querySelectorAll('button')].map((key) => key.dataset.key),
  );

function keyboard(layout: KeyboardLayout, enterRight: boolean, fetchChunk = vi.fn(() => Promise.resolve(Layouts))) {
  const layouts = lazyModule(fetchChunk);
  const handlers = { onLetter: vi.fn(), onEnter: vi.fn(), onBackspace: vi.fn() };
  const view = render(
    <Keyboard results={new Map()} disabled={false} settings={{ layout, enterRight }} layouts={layouts} {...handlers} />,
  );
  return { ...view, fetchChunk, handlers };
}

describe('the on-screen keyboard', () => {
  it('is QWERTY with Enter on the left by default, and fetches no layout for it', () => {
    const { container, fetchChunk } = keyboard('qwerty', false);
    expect(rowsShown(container)).toEqual([[...'QWERTYUIOP'], [...'ASDFGHJKL'], ['ENTER', ...'ZXCVBNM', 'BACKSPACE']]);
    expect(fetchChunk).not.toHaveBeenCalled();
  });

  it('swaps Enter and Backspace when Enter is on the right, each still doing its own job', () => {
    const { container, handlers } = keyboard('qwerty', true);
    expect(rowsShown(container)[2]).toEqual(['BACKSPACE', ...'ZXCVBNM', 'ENTER']);
    act(() => screen.getByRole('button', { name: 'Enter' }).click());
    act(() => screen.getByRole('button', { name: 'Backspace' }).click());
    expect(handlers.onEnter).toHaveBeenCalledOnce();
    expect(handlers.onBackspace).toHaveBeenCalledOnce();
  });

  it('shows another layout once its chunk is here (QWERTY until then), and a key types its own letter', async () => {
    const { container, fetchChunk, handlers } = keyboard('azerty', false);
    expect(rowsShown(container)[0]).toEqual([...'QWERTYUIOP']);
    await act(() => Promise.resolve());
    expect(fetchChunk).toHaveBeenCalledOnce();
    expect(rowsShown(container)).toEqual([[...'AZERTYUIOP'], [...'QSDFGHJKLM'], ['ENTER', ...'WXCVBN', 'BACKSPACE']]);
    act(() => screen.getByRole('button', { name: 'A' }).click());
    expect(handlers.onLetter).toHaveBeenCalledWith('A');
  });

  it('stays QWERTY when the chunk cannot be fetched (offline)', async () => {
    const { container } = keyboard(
      'dvorak',
      false,
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    await act(() => Promise.resolve());
    expect(rowsShown(container)[0]).toEqual([...'QWERTYUIOP']);
  });
});
