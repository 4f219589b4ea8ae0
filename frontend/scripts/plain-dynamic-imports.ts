import type { Plugin } from 'vite';

/** The module Vite wraps every dynamic import of the page in (`__vitePreload(() => import(...), deps)`). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Dynamic imports as they are. Vite's helper preloads an imported chunk's own imports and
 * stylesheets beside it, and is part of the page's script (0.6 KB gzipped) even when it has
 * nothing to preload (vitejs/vite#13952). The game gives it nothing: the build names no
 * JavaScript for it (`modulePreload.resolveDependencies`), and the one stylesheet is the page's
 * own, inlined. So the helper is a plain call, and the build fails if a chunk ever brings a
 * stylesheet of its own, which the plain call would leave out.
 */
export function plainDynamicImports(): Plugin {
  return {
    name: 'hexle-plain-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null),
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
