import { useLayoutEffect, useRef } from 'react';
import { keyCommand, playKey, type KeyHandlers } from '../rules/key-input';

const INTERACTIVE = 'button, a[href], input, textarea, select, [contenteditable="true"]';

/**
 * Plays from the physical keyboard on keydown, while `enabled` (no dialog open). The listener is
 * in place from the commit that takes the page over, and `enabled` follows each commit as it
 * lands (a layout effect), so a key pressed between a change on screen and the effects after it
 * goes where the page it sees sends it, never nowhere.
 */
export function usePhysicalKeyboard(enabled: boolean, handlers: KeyHandlers) {
  const latest = useRef({ enabled, handlers });
  useLayoutEffect(() => {
    latest.current = { enabled, handlers };
  });

  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!latest.current.enabled) return;
      const command = keyCommand(event);
      if (!command) return;
      const target = event.target instanceof Element ? event.target : null;
      // Enter on a focused control activates that control, not the game.
      if (target?.closest(INTERACTIVE) && (command.type === 'enter' || target.closest('input, textarea, select')))
        return;
      event.preventDefault();
      // Once the player types, Enter belongs to the game: the control they tabbed to lets go of focus.
      if (command.type !== 'enter' && target?.closest(INTERACTIVE) && target instanceof HTMLElement) target.blur();
      playKey(command, latest.current.handlers);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
