import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { EARLY_INPUT_GLOBAL, takeEarlyInput } from './early-input';
import { recordEarlyInput } from './early-input-recorder';
import { useEarlyInput, useTakeEarlyInput } from './use-early-input';

const handlers = () => ({
  helpOpen: true,
  closeHelp: vi.fn(),
  onLetter: vi.fn(),
  onEnter: vi.fn(),
  onBackspace: vi.fn(),
});

function useEarlyInputTakenWhen(listening: boolean, given: ReturnType<typeof handlers>) {
  const early = useEarlyInput(false, given);
  useTakeEarlyInput(early.take, listening);
}

const pressEscape = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));

describe('useTakeEarlyInput', () => {
  afterEach(() => {
    takeEarlyInput();
    Reflect.deleteProperty(window, EARLY_INPUT_GLOBAL);
    delete document.documentElement.dataset.help;
    window.localStorage.clear();
  });

  it('leaves the recording on until the page listens, and closes How To Play at once then', () => {
    recordEarlyInput(EARLY_INPUT_GLOBAL, 64, STORAGE_KEYS.welcomed);
    const given = handlers();
    const { rerender } = renderHook(({ listening }) => useEarlyInputTakenWhen(listening, given), {
      initialProps: { listening: false },
    });
    // Between the takeover and the render that mounts the dialog: still recorded.
    pressEscape();
    expect(given.closeHelp).not.toHaveBeenCalled();
    rerender({ listening: true });
    // The game is not ready for guesses, but closing needs no game.
    expect(given.closeHelp).toHaveBeenCalledTimes(1);
    pressEscape();
    expect(given.closeHelp).toHaveBeenCalledTimes(1);
  });
});
