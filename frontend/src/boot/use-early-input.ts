import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { KeyCommand } from '../rules/key-input';
import { takeEarlyInput, watchPrerenderedHelpClosing } from './early-input';
import { retireEarlyRow } from './head/early-row';

export interface KeyHandlers {
  onLetter: (letter: string) => void;
  onEnter: () => void;
  onBackspace: () => void;
}

/**
 * Plays what the player typed on the prerendered page before the app listened, in order, one
 * render each, as typing makes: letters and erasing as soon as the page shows the player's own
 * board (`boardShown`), so they are in the row while the day still loads; an Enter, and what
 * came after it, once a guess can be judged (`guessesJudged`: today's game needs its number). The key
 * handlers it returns are the page's own (for usePhysicalKeyboard and the on-screen keys): while
 * early input waits to be played, a key pressed meanwhile waits behind it, so nothing is played
 * out of order. The recording is taken in the commit that takes the page over, in which the
 * page's own key listener is put in place too (usePhysicalKeyboard, also a layout effect): no key
 * is lost between them and none counts twice.
 */
export function useEarlyInput(boardShown: boolean, guessesJudged: boolean, handlers: KeyHandlers) {
  const queue = useRef<KeyCommand[]>([]);
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const apply = useCallback((command: KeyCommand) => {
    const now = latest.current;
    if (command.type === 'enter') now.onEnter();
    else if (command.type === 'backspace') now.onBackspace();
    else now.onLetter(command.letter);
  }, []);
  const deliver = useCallback(
    (command: KeyCommand) => {
      if (queue.current.length > 0) queue.current.push(command);
      else apply(command);
    },
    [apply],
  );
  const keyHandlers: KeyHandlers = useMemo(
    () => ({
      onLetter: (letter) => deliver({ type: 'letter', letter }),
      onEnter: () => deliver({ type: 'enter' }),
      onBackspace: () => deliver({ type: 'backspace' }),
    }),
    [deliver],
  );
  useLayoutEffect(() => {
    queue.current.push(...takeEarlyInput());
  }, []);
  useEffect(() => {
    if (!boardShown || queue.current.length === 0) return;
    const timer = setTimeout(() => {
      // Each in a render of its own: a key sees the game the one before it left.
      while (queue.current.length > 0) {
        const command = queue.current[0];
        if (!command || (command.type === 'enter' && !guessesJudged)) break;
        flushSync(() => apply(command));
        queue.current.shift();
      }
      // The app's row shows the letters the head script drew on the prerendered board.
      retireEarlyRow();
    });
    return () => clearTimeout(timer);
  }, [boardShown, guessesJudged, apply]);
  return keyHandlers;
}

/**
 * Closes How To Play when the player closed its prerendered copy before the app's own dialog
 * replaced it, at once: the next key they press already finds the page without it.
 */
export function usePrerenderedHelpClosing(closeHelp: () => void) {
  const latest = useRef(closeHelp);
  useLayoutEffect(() => {
    latest.current = closeHelp;
  });
  // Before: in the takeover's commit, whose updates React applies before the page answers again.
  // Later: in the player's key or click, rendered before the event is over.
  useLayoutEffect(
    () =>
      watchPrerenderedHelpClosing(
        () => latest.current(),
        () => flushSync(() => latest.current()),
      ),
    [],
  );
}
