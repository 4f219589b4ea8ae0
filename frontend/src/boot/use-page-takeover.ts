import { useEarlyInput, usePrerenderedHelpClosing, type KeyHandlers } from './use-early-input';
import { usePrerenderedPass } from './prerendered-pass';

export interface PageTakeoverOptions {
  /** Whether a key can be played now: the board is shown and a guess can be judged. */
  keysPlayable: boolean;
  /** The page's own key handlers. */
  keys: KeyHandlers;
  /** Closes the app's How To Play: the player closed its prerendered copy. */
  closeHelp: () => void;
}

export interface PageTakeover {
  /**
   * True while the render must repeat the prerendered page exactly (the build's render and the
   * takeover's): a player the build knew nothing about, on today's game, with nothing open.
   */
  asPrerendered: boolean;
  /** The key handlers for the page's listeners: they play after the keys typed before the app ran. */
  keyHandlers: KeyHandlers;
}

/**
 * What the app takes from the page's start: whether it is still taking the prerendered page over,
 * the keys typed before it listened (played in order once `keysPlayable`), and How To Play closed
 * on the prerendered page.
 */
export function usePageTakeover({ keysPlayable, keys, closeHelp }: PageTakeoverOptions): PageTakeover {
  const asPrerendered = usePrerenderedPass();
  const keyHandlers = useEarlyInput(!asPrerendered && keysPlayable, keys);
  usePrerenderedHelpClosing(closeHelp);
  return { asPrerendered, keyHandlers };
}
