import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELP_CLOSED_EVENT, takeEarlyInput } from './early-input';
import { recordEarlyInput } from './head/record-early-input';
import { forgetEarlyInput, typeKey } from '../../test/support/early-input';
import { useEarlyInput, usePrerenderedHelpClosing } from './use-early-input';
import { usePhysicalKeyboard } from '../game/use-physical-keyboard';

/** Lets the page play what waits: after a render, once its effects are over; after an answer. */
const flush = () =>
  act(async () => {
    for (let round = 0; round < 5; round += 1) await Promise.resolve();
  });

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

  it('are played in order once the game is ready: recorded ones first, then those after the takeover', async () => {
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
    await flush();
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
    await flush();
    expect(typed).toEqual([]);
    rerender({ shown: true, judged: false });
    await flush();
    expect(typed).toEqual(['S', 'T']);
    // A key typed now waits behind the Enter: it belongs to the next row.
    typeKey('c');
    expect(typed).toEqual(['S', 'T']);
    rerender({ shown: true, judged: true });
    await flush();
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
    await flush();
    // STR is sent (and refused): the I belongs after that answer, not in the row on its way.
    expect(typed).toEqual(['S', 'T', 'R', '⏎']);
    judge();
    await flush();
    expect(typed).toEqual(['S', 'T', 'R', '⏎', 'I']);
  });

  it('typed while a link is checked (no board yet, nothing waiting) wait for the board, Enter included', async () => {
    const typed: string[] = [];
    const { rerender } = renderHook(({ shown }) => usePageKeys(shown, true, typed), {
      initialProps: { shown: false },
    });
    for (const name of ['p', 'l', 'Backspace', 'a', 'Enter']) typeKey(name);
    await flush();
    expect(typed).toEqual([]);
    rerender({ shown: true });
    await flush();
    expect(typed).toEqual(['P', 'L', '⌫', 'A', '⏎']);
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

describe('keys the game cannot take yet', () => {
  beforeEach(() => {
    recordEarlyInput();
  });
  afterEach(forgetEarlyInput);

  /** A game that takes keys only while `open` (as of its latest render), recording each with whether it waited. */
  function useGameKeys(open: boolean, typed: string[], sent: Promise<void>[] = []) {
    const take = (name: string) => (queued?: boolean) => open && void typed.push(queued ? `${name}*` : name);
    const keyHandlers = useEarlyInput(true, true, {
      onLetter: (letter, queued) => take(letter)(queued),
      onEnter: (queued) => {
        if (!open) return false;
        typed.push(queued ? '⏎*' : '⏎');
        return sent.shift();
      },
      onBackspace: (queued) => take('⌫')(queued),
    });
    usePhysicalKeyboard(true, keyHandlers);
  }

  it('wait, in order, and are played as the render that lets the game take them is over', async () => {
    const typed: string[] = [];
    const { rerender } = renderHook(({ open }) => useGameKeys(open, typed), { initialProps: { open: false } });
    for (const name of ['g', 'a', 'x', 'Backspace', 'r']) typeKey(name);
    await flush();
    expect(typed).toEqual([]);
    rerender({ open: true });
    await flush();
    // Each was tried at once, then kept: it is played again as a key that waited.
    expect(typed).toEqual(['G*', 'A*', 'X*', '⌫*', 'R*']);
    typeKey('d');
    expect(typed.at(-1)).toBe('D');
  });

  it('keep their order behind an Enter whose guess is on its way, even pressed in the same task', async () => {
    const typed: string[] = [];
    let answer = () => {};
    const sent = [new Promise<void>((resolve) => (answer = resolve))];
    const { rerender } = renderHook(({ open }) => useGameKeys(open, typed, sent), {
      initialProps: { open: true },
    });
    act(() => {
      typeKey('Enter');
      typeKey('Enter');
      typeKey('s');
    });
    expect(typed).toEqual(['⏎']);
    // The answer comes, and the row flips: the game takes nothing until it has.
    rerender({ open: false });
    answer();
    await flush();
    expect(typed).toEqual(['⏎']);
    rerender({ open: true });
    await flush();
    expect(typed).toEqual(['⏎', '⏎*', 'S*']);
  });

  it('are played as keys that waited once the answer to a fresh Enter comes', async () => {
    const typed: string[] = [];
    let answer = () => {};
    const sent = [new Promise<void>((resolve) => (answer = resolve))];
    renderHook(() => useGameKeys(true, typed, sent));
    typeKey('Enter');
    typeKey('p');
    expect(typed).toEqual(['⏎']);
    answer();
    await flush();
    expect(typed).toEqual(['⏎', 'P*']);
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
