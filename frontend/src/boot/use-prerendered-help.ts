import { useEffect } from 'react';
import { focusForInput } from '../layout/input-modality';
import { prerenderedHelpClose } from './prerendered-dialog';

/**
 * Whether How To Play, open, is its prerendered copy: on a first visit, from the first paint until
 * the player closes it. The copy is a whole dialog already (the build rendered it with the app's
 * own), so nothing of How To Play is fetched, drawn or laid out again as the page is taken over:
 * the head script closes it (Escape, its Close button, its overlay, at any time), and while it is
 * open this hook gives it the focus on its Close button, its one control, which Tab and Shift+Tab
 * keep it on (the app behind it is `inert`; the stylesheet locks the page's scroll while the copy
 * is shown). Once closed, the copy is gone (app/use-open-dialog.ts) and How To Play opens as the
 * other dialogs do.
 */
export function usePrerenderedHelp(open: boolean): boolean {
  // Read as the app renders: the copy is on the page from the first byte and only ever goes.
  const close = open ? prerenderedHelpClose() : null;
  useEffect(() => {
    if (!close) return;
    focusForInput(close);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      event.preventDefault();
      close.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [close]);
  return close != null;
}
