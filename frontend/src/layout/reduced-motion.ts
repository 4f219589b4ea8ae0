const QUERY = '(prefers-reduced-motion: reduce)';

/** The query's list, made once: it follows the player's setting by itself. */
let query: MediaQueryList | undefined;

/**
 * Whether the player asks for less motion: the board then shows a row's result without the
 * flip. Read at each render rather than watched, since only the next reveal uses it; the
 * stylesheet follows the same media query on its own. False while the build prerenders the page,
 * which has no window.
 */
export const prefersReducedMotion = (): boolean =>
  typeof matchMedia === 'function' && (query ??= matchMedia(QUERY)).matches;
