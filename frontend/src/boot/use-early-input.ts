import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';
import { playKey, type KeyCommand, type KeyHandlers } from '../rules/key-input';
import { takeEarlyInput, watchPrerenderedHelpClosing } from './early-input';
import { retireEarlyRow } from './head/early-row';

export type { KeyHandlers };

/**
 * The page's keys, in order, however early or late they come: what the player typed on the
 * prerendered page before the app listened, and a key the game cannot take yet (a guess on its
 * way or flipping: its handler returns false). Such keys wait in one queue and are played in
 * order, one render each, as soon as the game takes them: letters and erasing once the page shows
 * the player's own board (`boardShown`), so they are in the row while the day still loads; an
 * Enter once a guess can be judged (`guessesJudged`: today's game needs its number), and what
 * came after an Enter once that guess is judged or refused, as on a page that was ready. A key
 * pressed while others wait goes behind them, so nothing is played out of order, and one pressed
 * while a link is still being checked (no board yet) waits for the board. The recording is
 * taken in the commit that takes the page over, in which the page's own key listener is put in
 * place too (usePhysicalKeyboard, also a layout effect): no key is lost between them and none
 * counts twice.
 */
export function useEarlyInput(boardShown: boolean, guessesJudged: boolean, handlers: KeyHandlers) {
  const queue = useRef<KeyCommand[]>([]);
  /** As of the latest commit: the page's handlers, whether its board is shown and whether a guess can be judged. */
  const latest = useRef({ handlers, shown: boardShown, judged: guessesJudged });
  useLayoutEffect(() => {
    latest.current = { handlers, shown: boardShown, judged: guessesJudged };
  });
  /** An Enter's guess is on its way: the keys after it wait. */
  const waiting = useRef(false);
  /** Plays the waiting keys, `fresh` when the first of them has just been pressed. */
  const play = useCallback((fresh?: boolean) => {
    const next = () => {
      // Each in a render of its own: a key sees the game the one before it left.
      while (!waiting.current && queue.current[0]) {
        const command = queue.current[0];
        if (command.type === 'enter' && !fresh && !latest.current.judged) break;
        let sent: unknown;
        flushSync(() => {
          sent = playKey(command, latest.current.handlers, !fresh);
        });
        // The game takes no key yet: the queue is played again after its next render.
        if (sent === false) break;
        queue.current.shift();
        fresh = false;
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
  }, []);
  /** A key pressed now: played at once, unless keys wait before it or the board is not shown yet (a link being checked). */
  const deliver = useCallback(
    (command: KeyCommand) => {
      if (queue.current.push(command) === 1 && latest.current.shown) play(true);
    },
    [play],
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
  // After each render of the page (a reply, a flip that ends, the day's number), once its effects
  // are over: React renders nothing synchronously from inside them.
  useEffect(() => {
    if (boardShown && queue.current[0]) queueMicrotask(play);
  });
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
