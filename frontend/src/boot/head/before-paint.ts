import { BEFORE_PAINT_KEYS } from '../../platform/before-paint-keys';

/**
 * Part of the head script (head/index.ts), which runs before the first paint: the stored theme
 * and palette go on <html> at once, so a dark-theme or high-contrast player never sees the light
 * page, and a player who has been here before (the rule of first-visit.ts), or who follows a
 * transfer link, never sees the prerendered How To Play.
 */
export function prepareBeforePaint(): void {
  const keys = BEFORE_PAINT_KEYS;
  const root = document.documentElement;
  const stored = (key: string): string | null => {
    try {
      return window.localStorage.getItem(key);
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
  if (theme === 'light' || theme === 'dark') {
    root.dataset.theme = theme;
    root.style.colorScheme = theme;
  }
  const settings = parsed(keys.settings);
  const highContrast =
    typeof settings === 'object' && settings !== null && (settings as { highContrast?: unknown }).highContrast === true;
  root.dataset.palette = highContrast ? 'high-contrast' : 'standard';
  const returning =
    parsed(keys.welcomed) === true || stored(keys.gameState) !== null || stored(keys.statistics) !== null;
  if (returning || new URLSearchParams(window.location.search).has('transfer')) root.dataset.help = 'skipped';
}
