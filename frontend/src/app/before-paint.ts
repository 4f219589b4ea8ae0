/** The storage entries the page reads before its first paint (STORAGE_KEYS' names). */
export interface BeforePaintKeys {
  theme: string;
  settings: string;
  welcomed: string;
  gameState: string;
  statistics: string;
}

/**
 * Runs inline in the page's head, before the first paint (the build writes its source there):
 * the stored theme and palette go on <html> at once, so a dark-theme or high-contrast player
 * never sees the light page, and a player who has been here before (the rule of first-visit.ts),
 * or who follows a transfer link, never sees the prerendered How To Play.
 * Its source is inlined as it is, so it uses nothing but its argument and the browser's globals.
 */
export function prepareBeforePaint(keys: BeforePaintKeys): void {
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

/** The page's own scripts, which the build takes out of the page for the head script to load. */
export interface PageScripts {
  modules: string[];
  preloads: string[];
}

/**
 * Runs inline in the page's head too: loads the page's scripts once the first contentful paint
 * is on screen, so nothing of theirs (fetching, compiling, running) comes before it. A page
 * opened in the background, which paints nothing, loads them at once; a browser that does not
 * report paints, after its first frame.
 */
export function loadScriptsAfterFirstPaint(scripts: PageScripts): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const add = (tag: 'link' | 'script', attributes: Record<string, string>) => {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      document.head.append(element);
    };
    for (const href of scripts.preloads) add('link', { rel: 'modulepreload', crossorigin: '', href });
    for (const src of scripts.modules) add('script', { type: 'module', crossorigin: '', src });
  };
  document.addEventListener('visibilitychange', start, { once: true });
  if (document.visibilityState !== 'visible') start();
  else if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    // Should the page never report a contentful paint (a window the player cannot see), anyway.
    setTimeout(start, 3000);
  } else requestAnimationFrame(() => setTimeout(start, 0));
}
