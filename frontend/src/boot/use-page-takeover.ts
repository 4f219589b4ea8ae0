import { useEarlyInput, usePrerenderedHelpClosing, type KeyHandlers } from './use-early-input';
import { usePrerenderedPass } from './prerendered-pass';

export interface PageTakeoverOptions {
  /** Whether the page shows the player's board: letters typed early are played from then on. */
  boardShown: boolean;
  /** Whether a guess can be judged: an Enter typed early is played from then on. */
  guessesJudged: boolean;
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
 * the keys typed before it listened (played in order: letters once the board is the player's, an
 * Enter once it can be judged), and How To Play closed on the prerendered page.
 */
export function usePageTakeover({ boardShown, guessesJudged, keys, closeHelp }: PageTakeoverOptions): PageTakeover {
  const asPrerendered = usePrerenderedPass();
  const keyHandlers = useEarlyInput(!asPrerendered && boardShown, guessesJudged, keys);
  usePrerenderedHelpClosing(closeHelp);
  return { asPrerendered, keyHandlers };
}
