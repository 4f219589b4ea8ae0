/** What the page knows about the game its address names: still asking, playable, or not. */
export type LinkStatus =
  { state: 'checking' } | { state: 'playable'; date: string | null } | { state: 'unavailable'; reason: string };

/** Why a game a link names cannot be shown when the server could not be asked about it. */
export const LINK_CHECK_FAILED = 'This game could not be loaded. Check your connection and reload the page.';
