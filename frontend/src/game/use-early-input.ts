import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';
import { earlyCommands, takeEarlyInput, type EarlyCommand } from './early-input';

interface Handlers {
  /** Whether How To Play is open. */
  helpOpen: boolean;
  closeHelp: () => void;
  onLetter: (letter: string) => void;
  onEnter: () => void;
  onBackspace: () => void;
}

export interface KeyHandlers {
  onLetter: (letter: string) => void;
  onEnter: () => void;
  onBackspace: () => void;
}

/**
 * Plays what the player did on the prerendered page before the script took it over, in order,
 * once the page shows the player's own game (`ready`), one render each, as typing makes. The
 * key handlers it returns are the page's own (for usePhysicalKeyboard): while early input waits
 * to be played, a key pressed meanwhile waits behind it, so nothing is played out of order.
 * The recording stops in the effects of the commit in which the page's own listeners for what
 * the player sees are in place (`useTakeEarlyInput`): usePhysicalKeyboard's (call this hook before
 * it, and `useTakeEarlyInput` after it), or an open dialog's, so no key is lost between them and
 * none counts twice. Closing How To Play needs no game: a recorded close is played at once.
 */
export function useEarlyInput(ready: boolean, handlers: Handlers) {
  const queue = useRef<EarlyCommand[]>([]);
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const apply = useCallback((command: EarlyCommand) => {
    const now = latest.current;
    if (command.type === 'close-help') now.closeHelp();
    else if (command.type === 'enter') now.onEnter();
    else if (command.type === 'backspace') now.onBackspace();
    else now.onLetter(command.letter);
  }, []);
  const deliver = useCallback(
    (command: EarlyCommand) => {
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
  const take = useCallback(() => {
    queue.current.push(...earlyCommands(takeEarlyInput(), latest.current.helpOpen));
    while (queue.current[0]?.type === 'close-help') apply(queue.current.shift()!);
  }, [apply]);
  useEffect(() => {
    if (!ready || queue.current.length === 0) return;
    const timer = setTimeout(() => {
      // Each in a render of its own: a key sees the game the one before it left.
      while (queue.current.length > 0) {
        const command = queue.current[0];
        if (!command) break;
        flushSync(() => apply(command));
        queue.current.shift();
      }
    });
    return () => clearTimeout(timer);
  }, [ready, apply]);
  return { keyHandlers, take };
}

/**
 * Stops the recording and queues what it recorded, once `listening`: in the commit in which the
 * page's own listeners are in place. Call after usePhysicalKeyboard.
 */
export function useTakeEarlyInput(take: () => void, listening: boolean) {
  const taken = useRef(false);
  useEffect(() => {
    if (taken.current || !listening) return;
    taken.current = true;
    take();
  }, [take, listening]);
}
