import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => undefined;

/**
 * True while React renders the page at build time (prerender.tsx) and while it takes that markup
 * over in the browser (hydration must find exactly what was prerendered); false in every render
 * after that, and from the start when nothing was prerendered (a development page, a test).
 */
export function usePrerenderedPass(): boolean {
  return useSyncExternalStore(
    nothingChanges,
    () => false,
    () => true,
  );
}
