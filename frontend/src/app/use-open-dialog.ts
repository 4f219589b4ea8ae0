import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { NETWORK_ERROR_MESSAGE } from '../api/api-error';
import { removePrerenderedDialog } from '../boot';
import type { ShownMessage } from '../game/MessageLine';
import { STATISTICS_DIALOG_DELAY_MS, SUBMIT_ERROR_MS } from '../rules/constants';
import { isFirstVisit, markWelcomed } from '../rules/first-visit';
import { focusForInput } from '../layout/input-modality';
import { useServices } from '../environment/services';

export type DialogName =
  'help' | 'statistics' | 'settings' | 'privacy' | 'archive' | 'challenge' | 'transfer' | 'giveUp' | 'leagues';

/**
 * Which dialog is open, and what opens and closes one by itself: How To Play on a player's first
 * visit (and never again), 'Move to another device' for a transfer link, Statistics after a game's
 * end, and a notice when a dialog's chunk cannot be fetched.
 */
export function useOpenDialog(transferCode: string | null, leagueId: string | null) {
  const { store } = useServices();
  const [dialog, setDialog] = useState<DialogName | null>(() =>
    transferCode !== null ? 'transfer' : leagueId !== null ? 'leagues' : isFirstVisit(store) ? 'help' : null,
  );
  useEffect(() => {
    if (dialog === 'help') markWelcomed(store);
  }, [dialog, store]);
  // The prerendered How To Play (boot/use-prerendered-help.ts) goes once it is not open.
  useLayoutEffect(() => {
    if (dialog !== 'help') removePrerenderedDialog();
  }, [dialog]);
  const close = useCallback(() => setDialog(null), []);

  // What had focus when a dialog was asked for, read in the commit that makes the page behind
  // `inert` (before the browser moves focus to the body). A dialog that shows gives focus back
  // itself (Dialog.tsx); one whose chunk never came cannot, so it is given back here, in the
  // commit that takes `inert` away again.
  const opener = useRef<Element | null>(null);
  const wasOpen = useRef(dialog !== null);
  const neverShown = useRef(false);
  useLayoutEffect(() => {
    if (dialog !== null && !wasOpen.current) opener.current = document.activeElement;
    if (dialog === null && neverShown.current && opener.current instanceof HTMLElement) focusForInput(opener.current);
    neverShown.current = false;
    wasOpen.current = dialog !== null;
  }, [dialog]);

  const statisticsTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(statisticsTimer.current), []);
  /** Statistics open after a game's end, unless the player has opened a dialog of their own meanwhile. */
  const openStatisticsSoon = useCallback(() => {
    statisticsTimer.current = setTimeout(() => setDialog((open) => open ?? 'statistics'), STATISTICS_DIALOG_DELAY_MS);
  }, []);

  // A dialog whose chunk cannot be fetched (offline before it was kept) closes and says why, in
  // a notice of the page's own: the game's message (a lost game's word) stays as it was.
  const [notice, setNotice] = useState<ShownMessage | null>(null);
  const unavailable = useCallback(() => {
    const shown = { id: Date.now(), text: NETWORK_ERROR_MESSAGE };
    setDialog(null);
    setNotice(shown);
    neverShown.current = true;
    setTimeout(() => setNotice((current) => (current === shown ? null : current)), SUBMIT_ERROR_MS);
  }, []);

  return { dialog, setDialog, close, openStatisticsSoon, notice, unavailable };
}
