import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';
import { playKey, type KeyCommand, type KeyHandlers } from '../rules/key-input';
import { takeEarlyInput, watchPrerenderedHelpClosing } from './early-input';
import { retireEarlyRow } from './head/early-row';

export type { KeyHandlers };

/**
 * Plays what the player typed on the prerendered page before the app listened, in order, one
 * render each, as typing makes: letters and erasing as soon as the page shows the player's own
 * board (`boardShown`), so they are in the row while the day still loads; an Enter, and what
 * came after it, once a guess can be judged (`guessesJudged`: today's game needs its number), and
 * what came after an Enter once that guess is judged or refused, as on a page that was ready. The key
 * handlers it returns are the page's own (for usePhysicalKeyboard and the on-screen keys): while
 * early input waits to be played, a key pressed meanwhile waits behind it, so nothing is played
 * out of order. The recording is taken in the commit that takes the page over, in which the
 * page's own key listener is put in place too (usePhysicalKeyboard, also a layout effect): no key
 * is lost between them and none counts twice.
 */
export function useEarlyInput(boardShown: boolean, guessesJudged: boolean, handlers: KeyHandlers) {
  const queue = useRef<KeyCommand[]>([]);
  /** As of the latest commit: the page's handlers, and whether a guess can be judged. */
  const latest = useRef({ handlers, judged: guessesJudged });
  useLayoutEffect(() => {
    latest.current = { handlers, judged: guessesJudged };
  });
  const apply = useCallback((command: KeyCommand) => playKey(command, latest.current.handlers), []);
  /** An early Enter's guess is on its way: the keys after it wait. */
  const waiting = useRef(false);
  const play = useCallback(() => {
    const next = () => {
      // Each in a render of its own: a key sees the game the one before it left.
      while (!waiting.current && queue.current.length > 0) {
        const command = queue.current[0];
        if (!command || (command.type === 'enter' && !latest.current.judged)) break;
        let sent: unknown;
        flushSync(() => {
          sent = apply(command);
        });
        queue.current.shift();
        if (command.type === 'enter') {
          waiting.current = true;
          const resume = () => {
            waiting.current = false;
            next();
          };
          void Promise.resolve(sent).then(resume, resume);
        }
      }
      // The app's row shows the letters the head script drew on the prerendered board.
      retireEarlyRow();
    };
    next();
  }, [apply]);
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
    const timer = setTimeout(play);
    return () => clearTimeout(timer);
  }, [boardShown, guessesJudged, play]);
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
