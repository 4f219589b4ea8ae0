import { useEffect, useRef } from 'react';
import { keyCommand } from '../lib/key-input';

interface Handlers {
  onLetter: (letter: string) => void;
  onEnter: () => void;
  onBackspace: () => void;
}

const INTERACTIVE = 'button, a[href], input, textarea, select, [contenteditable="true"]';

/** Plays from the physical keyboard on keydown, while `enabled` (no dialog open). */
export function usePhysicalKeyboard(enabled: boolean, handlers: Handlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const command = keyCommand(event);
      if (!command) return;
      const target = event.target instanceof Element ? event.target : null;
      // Enter on a focused control activates that control, not the game.
      if (target?.closest(INTERACTIVE) && (command.type === 'enter' || target.closest('input, textarea, select')))
        return;
      event.preventDefault();
      // Once the player types, Enter belongs to the game: the control they tabbed to lets go of focus.
      if (command.type !== 'enter' && target?.closest(INTERACTIVE) && target instanceof HTMLElement) target.blur();
      if (command.type === 'enter') latest.current.onEnter();
      else if (command.type === 'backspace') latest.current.onBackspace();
      else latest.current.onLetter(command.letter);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
