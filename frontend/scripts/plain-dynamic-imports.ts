import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/** The module Vite wraps every dynamic import of the page in (`__vitePreload(() => import(...), deps)`). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

interface SyntaxNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is SyntaxNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Every node of a syntax tree, parents before their children. */
function* nodes(node: SyntaxNode): Generator<SyntaxNode> {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* nodes(child);
  }
}

/** Expressions that stay what they are wherever a call stood (anything looser gets parentheses). */
const CALL_LIKE = new Set(['ImportExpression', 'CallExpression', 'MemberExpression']);

/**
 * Each `__vitePreload(() => import(...), __VITE_PRELOAD__)` in a chunk (as Vite writes it before
 * the bundle is generated, where the marker would become the list of what to preload), as the
 * import alone: the call does nothing but run the import, and its wrapper and arguments cost about
 * 25 bytes of the first load. Found in the chunk's syntax tree; a call of any other shape fails
 * the build.
 */
export function unwrapPreloadCalls(code: string): MagicString | null {
  if (!code.includes('__vitePreload')) return null;
  const output = new MagicString(code);
  let changed = false;
  for (const node of nodes(parseAst(code) as unknown as SyntaxNode)) {
    const callee = node.callee as SyntaxNode | undefined;
    if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== '__vitePreload') continue;
    const [load, preloads, ...rest] = node.arguments as SyntaxNode[];
    const body = load?.body as SyntaxNode | undefined;
    if (
      load?.type !== 'ArrowFunctionExpression' ||
      (load.params as unknown[]).length > 0 ||
      !load.expression ||
      !body ||
      preloads?.type !== 'Identifier' ||
      preloads.name !== '__VITE_PRELOAD__' ||
      rest.length > 0
    ) {
      throw new Error(`Unexpected call of Vite's preload helper: ${code.slice(node.start, node.end).slice(0, 200)}`);
    }
    const text = code.slice(load.start, load.end).replace(/^\(\)\s*=>\s*/, '');
    output.overwrite(node.start, node.end, CALL_LIKE.has(body.type) ? text : `(${text})`);
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
  let sourcemap = false;
  return {
    name: 'hexle-plain-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null),
    configResolved(config) {
      sourcemap = Boolean(config.build.sourcemap);
    },
    renderChunk(code) {
      const output = unwrapPreloadCalls(code);
      return output && { code: output.toString(), map: sourcemap ? output.generateMap({ hires: 'boundary' }) : null };
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
