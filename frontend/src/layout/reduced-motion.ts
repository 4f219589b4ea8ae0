const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether the player asks for less motion: the board then shows a row's result without the
 * flip. Read at each render rather than watched, since only the next reveal uses it; the
 * stylesheet follows the same media query on its own. False while the build prerenders the page,
 * which has no window.
 */
export const prefersReducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia(QUERY).matches;
