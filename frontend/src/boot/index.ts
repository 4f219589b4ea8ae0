// The page's start, from the HTML to the first interactive render (README.md): what the rest of
// the page may use of it. Nothing outside this folder imports its other files, except the build's
// render, which uses prerender.tsx.
export { startPage, type Chunk, type PageStart } from './start-page';
export { usePageTakeover, type PageTakeover, type PageTakeoverOptions } from './use-page-takeover';
export { removePrerenderedDialog } from './prerendered-dialog';
export { usePrerenderedHelp } from './use-prerendered-help';
