import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The module Vite wraps every dynamic import of the page in (`__vitePreload(() => import(...), deps)`). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const PRELOAD_CALL = '__vitePreload(';
/** A call's arguments: the import as a function, then the list of what to preload (none here). */
const PRELOAD_ARGUMENTS = /^\(\) => ([\s\S]+), (?:__VITE_PRELOAD__|\[\]|void 0)$/;

/**
 * Each `__vitePreload(() => import(...), deps)` in a chunk, as the import alone: the call does
 * nothing but run the import, and its wrapper and arguments cost about 25 bytes of the first load.
 * Anything else in its place fails the build.
 */
export function unwrapPreloadCalls(code: string): MagicString | null {
  const output = new MagicString(code);
  let changed = false;
  for (let start = code.indexOf(PRELOAD_CALL); start >= 0; start = code.indexOf(PRELOAD_CALL, start + 1)) {
    const open = start + PRELOAD_CALL.length - 1;
    let depth = 0;
    let close = open;
    for (; close < code.length; close += 1) {
      if (code[close] === '(') depth += 1;
      else if (code[close] === ')' && --depth === 0) break;
    }
    const load = PRELOAD_ARGUMENTS.exec(code.slice(open + 1, close))?.[1];
    if (load === undefined) {
      throw new Error(
        `Unexpected call of Vite's preload helper: ${code.slice(start, Math.min(close + 1, start + 200))}`,
      );
    }
    output.overwrite(start, close + 1, load);
    changed = true;
  }
  return changed ? output : null;
}

/**
 * Dynamic imports as they are. Vite's helper preloads an imported chunk's own imports and
 * stylesheets beside it, and is part of the page's script (0.6 KB gzipped) even when it has
 * nothing to preload (vitejs/vite#13952). The game gives it nothing: the build names no
 * JavaScript for it (`modulePreload.resolveDependencies`), and the one stylesheet is the page's
 * own, inlined. So the helper is a plain call, each call of it is replaced by the import it
 * runs, and the build fails if a chunk ever brings a stylesheet of its own, which the plain
 * import would leave out.
 */
export function plainDynamicImports(): Plugin {
  return {
    name: 'hexle-plain-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null),
    renderChunk(code) {
      const output = unwrapPreloadCalls(code);
      return output && { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
    generateBundle(_, bundle) {
      // The page's own stylesheet comes with the chunks the page loads itself (the entry and its
      // static imports); any other chunk's would be left out.
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const withPage = new Set<string>();
      const visit = (fileName: string) => {
        if (withPage.has(fileName)) return;
        withPage.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
      };
      chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName));
      for (const chunk of chunks) {
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (!withPage.has(chunk.fileName) && css.length > 0) {
          this.error(`${chunk.fileName} imports ${css.join(', ')}: a chunk's stylesheet needs Vite's preload helper`);
        }
      }
    },
  };
}
