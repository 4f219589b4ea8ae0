import react from '@vitejs/plugin-react';
import path from 'node:path';
import { build, createServer, normalizePath, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';
import { appConfigDefine, buildConfig } from './app-config';
import type { PrerenderedMarkup } from '../src/boot/prerender';

/** The page's script, which the page loads through its head script (it has no tag of its own). */
export const PAGE_ENTRY = 'src/main.tsx';
/** The build's render of the page. */
const RENDER_ENTRY = '/src/prerender.tsx';
/** The head script's entry. */
const HEAD_ENTRY = 'src/boot/head/index.ts';
/** Where index.html leaves room for the app's markup. */
const ROOT = '<div id="root"></div>';

/** Loads the page's render module in Vite's server-side runtime and renders the page once. */
async function renderPage(root: string, mode: string): Promise<PrerenderedMarkup> {
  const server = await createServer({
    root,
    mode,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    define: appConfigDefine(buildConfig(mode, root)),
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule(RENDER_ENTRY)) as typeof import('../src/prerender');
    return await module.renderPage();
  } finally {
    await server.close();
  }
}

/**
 * The head script, bundled from its entry by Vite on its own (an IIFE: a page's inline script
 * has no module system) and minified, with the page's script to load after the first paint.
 */
async function buildHeadScript(root: string, pageScript: string | null): Promise<string> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    define: { __PAGE_SCRIPT__: JSON.stringify(pageScript) },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      copyPublicDir: false,
      lib: { entry: path.join(root, HEAD_ENTRY), formats: ['iife'], name: 'hexleHead' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0]) throw new Error(`prerender: the head script built ${chunks.length} chunks`);
  return chunks[0].code.trim();
}

/** Puts `text` in place of `target`, which must be in the page exactly once. */
function replaceOnce(html: string, target: string, text: string): string {
  const count = html.split(target).length - 1;
  if (count !== 1) throw new Error(`prerender: expected one ${target} in index.html, found ${count}`);
  return html.replace(target, () => text);
}

const textOf = (asset: Rollup.OutputAsset) =>
  typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);

/**
 * The built page paints before any script runs: the header, the empty board, the keyboard and
 * (for a first visit) How To Play come as HTML from the app's own components (src/prerender.tsx),
 * the stylesheet is inline (it is small), and the head script (src/boot/head/) applies the stored
 * theme before the first paint and loads the page's script after it. index.html names no script:
 * the page's script is an entry of the build of its own (`PAGE_ENTRY`, vite.config.ts), found in
 * the bundle here. The page's Content-Security-Policy admits the inline script and style by their
 * hashes (deploy/nginx/inline-sources.mjs reads them from the built page).
 * The development server's page gets the head script and a tag for the page's script, and React
 * renders the rest.
 */
export function prerender(): Plugin {
  let root = process.cwd();
  let mode = 'production';
  let serving = false;
  /** The development server's head script, built once per server. */
  let devHead: Promise<string> | null = null;
  return {
    name: 'hexle-prerender',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      serving = config.command === 'serve';
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        const head = (code: string): HtmlTagDescriptor => ({ tag: 'script', children: code, injectTo: 'head' });
        if (serving) {
          return {
            html,
            tags: [
              head(await (devHead ??= buildHeadScript(root, null))),
              { tag: 'script', attrs: { type: 'module', src: `/${PAGE_ENTRY}` }, injectTo: 'body' },
            ],
          };
        }
        if (!bundle) return html;
        const page = Object.values(bundle).find(
          (file): file is Rollup.OutputChunk =>
            file.type === 'chunk' && file.isEntry && file.facadeModuleId === normalizePath(path.join(root, PAGE_ENTRY)),
        );
        if (!page) throw new Error(`prerender: the bundle has no chunk for ${PAGE_ENTRY}`);
        const styles = [...(page.viteMetadata?.importedCss ?? [])].map((fileName): HtmlTagDescriptor => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') throw new Error(`prerender: ${fileName} is not in the build`);
          // Inline, so the page is not written without it. The file stays published: Vite's preload
          // helper loads it beside the first chunk the page imports, as that chunk's stylesheet.
          return { tag: 'style', children: textOf(asset), injectTo: 'head' };
        });
        // One file, which the head script loads: everything the page's script imports is in it
        // (vite.config.ts), so nothing waits for a second request.
        if (page.imports.length > 0) throw new Error(`prerender: ${PAGE_ENTRY} imports ${page.imports.join(', ')}`);
        const markup = await renderPage(root, mode);
        return {
          // How To Play comes first: it is what a first visitor sees first.
          html: replaceOnce(html, ROOT, `${markup.help}<div id="root">${markup.app}</div>`),
          tags: [head(await buildHeadScript(root, `/${page.fileName}`)), ...styles],
        };
      },
    },
  };
}
