import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELP_CLOSED_EVENT, takeEarlyInput } from './early-input';
import { recordEarlyInput } from './head/record-early-input';
import { forgetEarlyInput, typeKey } from '../../test/support/early-input';
import { useEarlyInput, usePrerenderedHelpClosing } from './use-early-input';
import { usePhysicalKeyboard } from '../game/use-physical-keyboard';

/** The page's keys as App wires them: early input first, then the page's own listener. */
function usePageKeys(ready: boolean, gameListens: boolean, typed: string[], judged = ready) {
  const keyHandlers = useEarlyInput(ready, judged, {
    onLetter: (letter) => typed.push(letter),
    onEnter: () => typed.push('⏎'),
    onBackspace: () => typed.push('⌫'),
  });
  usePhysicalKeyboard(gameListens, keyHandlers);
}

describe('keys typed while the page is taken over', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    recordEarlyInput();
  });
  afterEach(() => {
    forgetEarlyInput();
    vi.useRealTimers();
  });

  it('are played in order once the game is ready: recorded ones first, then those after the takeover', () => {
    typeKey('s');
    typeKey('t');
    const typed: string[] = [];
    const { rerender } = renderHook(({ ready }) => usePageKeys(ready, true, typed), {
      initialProps: { ready: false },
    });
    // The recording is taken in the takeover's commit: a key now reaches the page's listener
    // and waits behind the recorded ones.
    typeKey('r');
    expect(typed).toEqual([]);
    rerender({ ready: true });
    act(() => {
      vi.runAllTimers();
    });
    typeKey('i');
    expect(typed).toEqual(['S', 'T', 'R', 'I']);
  });

  it('put letters in the row once the board is shown, and hold an Enter and what follows until guesses are judged', async () => {
    typeKey('s');
    typeKey('t');
    typeKey('Enter');
    typeKey('a');
    const typed: string[] = [];
    const { rerender } = renderHook(({ shown, judged }) => usePageKeys(shown, true, typed, judged), {
      initialProps: { shown: false, judged: false },
    });
    typeKey('b');
    act(() => {
      vi.runAllTimers();
    });
    expect(typed).toEqual([]);
    rerender({ shown: true, judged: false });
    act(() => {
      vi.runAllTimers();
    });
    expect(typed).toEqual(['S', 'T']);
    // A key typed now waits behind the Enter: it belongs to the next row.
    typeKey('c');
    expect(typed).toEqual(['S', 'T']);
    rerender({ shown: true, judged: true });
    await act(async () => {
      vi.runAllTimers();
      await Promise.resolve();
    });
    typeKey('d');
    expect(typed).toEqual(['S', 'T', '⏎', 'A', 'B', 'C', 'D']);
  });

  it('after an early Enter, wait for that guess to be judged or refused before the keys typed after it', async () => {
    for (const name of ['s', 't', 'r', 'Enter', 'i']) typeKey(name);
    const typed: string[] = [];
    let judge = () => {};
    renderHook(() =>
      useEarlyInput(true, true, {
        onLetter: (letter) => typed.push(letter),
        onEnter: () => {
          typed.push('⏎');
          return new Promise<void>((resolve) => (judge = resolve));
        },
        onBackspace: () => typed.push('⌫'),
      }),
    );
    await act(async () => {
      vi.runAllTimers();
      await Promise.resolve();
    });
    // STR is sent (and refused): the I belongs after that answer, not in the row on its way.
    expect(typed).toEqual(['S', 'T', 'R', '⏎']);
    await act(async () => {
      judge();
      await Promise.resolve();
    });
    expect(typed).toEqual(['S', 'T', 'R', '⏎', 'I']);
  });

  it('are never lost when the page starts listening in the same commit that takes the recording', () => {
    const typed: string[] = [];
    renderHook(() => usePageKeys(true, true, typed));
    typeKey('a');
    expect(typed).toEqual(['A']);
    // Nothing counts twice: the recording stopped as the page's listener started.
    expect(takeEarlyInput()).toEqual([]);
  });

  it('go to the game from the commit that closes a dialog, before any effect after it', () => {
    const typed: string[] = [];
    const { rerender } = renderHook(({ listens }) => usePageKeys(true, listens, typed), {
      initialProps: { listens: false },
    });
    typeKey('x');
    rerender({ listens: true });
    typeKey('y');
    expect(typed).toEqual(['Y']);
  });
});

describe('usePrerenderedHelpClosing', () => {
  afterEach(() => {
    delete document.documentElement.dataset.help;
  });

  it('closes How To Play when the head script already closed its copy, and when it does later', () => {
    document.documentElement.dataset.help = 'skipped';
    const closeHelp = vi.fn();
    const { unmount } = renderHook(() => usePrerenderedHelpClosing(closeHelp));
    expect(closeHelp).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event(HELP_CLOSED_EVENT));
    expect(closeHelp).toHaveBeenCalledTimes(2);
    unmount();
    document.dispatchEvent(new Event(HELP_CLOSED_EVENT));
    expect(closeHelp).toHaveBeenCalledTimes(2);
  });

  it('leaves How To Play open on a page whose copy is still on screen', () => {
    const closeHelp = vi.fn();
    renderHook(() => usePrerenderedHelpClosing(closeHelp));
    expect(closeHelp).not.toHaveBeenCalled();
  });
});
