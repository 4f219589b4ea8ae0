import { BEFORE_PAINT_KEYS } from '../../platform/before-paint-keys';

/**
 * Part of the head script (head/index.ts), which runs before the first paint: the stored theme
 * and palette go on <html> at once, so a dark-theme or high-contrast player never sees the light
 * page, a player who has been here before (the rule of first-visit.ts), or who follows a
 * transfer or league link, never sees the prerendered How To Play, and early letters are drawn only on a
 * board that is the player's.
 */
export function prepareBeforePaint(): void {
  const keys = BEFORE_PAINT_KEYS;
  const root = document.documentElement;
  const stored = (key: string): string | null => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const parsed = (key: string): unknown => {
    try {
      return JSON.parse(stored(key) ?? 'null') as unknown;
    } catch {
      return null;
    }
  };
  const theme = parsed(keys.theme);
  if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
  // Whatever the entry holds (JSON of any kind), only `highContrast: true` counts.
  const settings = parsed(keys.settings) as { highContrast?: unknown } | null;
  root.dataset.palette = settings?.highContrast === true ? 'high-contrast' : 'standard';
  const returning =
    parsed(keys.welcomed) === true || stored(keys.gameState) !== null || stored(keys.statistics) !== null;
  const params = new URLSearchParams(location.search);
  if (returning || params.has('transfer') || params.has('league')) root.dataset.help = 'skipped';
  // Letters typed before the page's script runs are drawn on the prerendered board (early-row.ts)
  // only when it is the board the player will play on: today's (an address with nothing after
  // its path), with no guess saved. Another game's board (a link), or the saved guesses, come
  // with the takeover and put the letters elsewhere.
  const game = parsed(keys.gameState) as { guesses?: unknown[] } | null;
  if (game?.guesses?.length || location.search) root.dataset.earlyRow = 'off';
}
