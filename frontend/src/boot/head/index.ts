import { prepareBeforePaint } from './before-paint';
import { loadScriptAfterFirstPaint } from './load-page-script';
import { recordEarlyInput } from './record-early-input';

/**
 * The page's script, named by the build (scripts/prerender.ts) once it is written; null on the
 * development server's page, which loads its script with a tag of its own.
 */
declare const __PAGE_SCRIPT__: string | null;

// The head script: the build bundles this file on its own and writes it inline in the page's
// head, where it runs before the first paint. It imports only what it needs from the floor.
prepareBeforePaint();
recordEarlyInput();
if (__PAGE_SCRIPT__) loadScriptAfterFirstPaint(__PAGE_SCRIPT__);
