import { describe, expect, it, vi } from 'vitest';
import { focusForInput, watchInputModality } from './input-modality';

describe('focusForInput', () => {
  it('shows the focus ring after a key press, and not after a pointer press', () => {
    watchInputModality(document);
    const button = document.createElement('button');
    document.body.append(button);
    const focus = vi.spyOn(button, 'focus');

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    focusForInput(button);
    expect(focus).toHaveBeenLastCalledWith({ focusVisible: true });

    document.dispatchEvent(new Event('pointerdown'));
    focusForInput(button);
    expect(focus).toHaveBeenLastCalledWith({ focusVisible: false });
    button.remove();
  });
});
