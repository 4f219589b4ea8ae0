import react from '@vitejs/plugin-react';
import { createServer, minify, type Plugin, type ViteDevServer } from 'vite';
import { appConfigDefine, buildConfig } from './app-config';
import type { PageScripts } from '../src/app/before-paint';
import type { PrerenderedPage } from '../src/app/prerender';

const ENTRY = '/src/app/prerender.tsx';
/** The id of the element index.html places right after the app's #root. */
const AFTER_APP = 'after-app';

/** Loads the app's prerender module in Vite's server-side runtime and renders the page once. */
async function renderPage(root: string, mode: string): Promise<PrerenderedPage> {
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
    const module = (await server.ssrLoadModule(ENTRY)) as typeof import('../src/app/prerender');
    return await module.prerenderPage();
  } finally {
    await server.close();
  }
}

/** Checks that `target` is in the page exactly once. */
function requireOnce(html: string, target: string): void {
  const count = html.split(target).length - 1;
  if (count !== 1) throw new Error(`prerender: expected one ${target} in index.html, found ${count}`);
}

/** Puts `text` in place of `target`, which must be in the page exactly once. */
function replaceOnce(html: string, target: string, text: string): string {
  requireOnce(html, target);
  return html.replace(target, () => text);
}

/**
 * The built page paints before any script runs: the header, the empty board, the keyboard and
 * (for a first visit) How To Play come as HTML from the app's own components (src/app/prerender.tsx),
 * the stylesheet is inlined (it is small), and a tiny head script applies the stored theme before
 * the first paint. The page's Content-Security-Policy admits that inline script and style by their
 * hashes (deploy/nginx/inline-sources.mjs reads them from the built page).
 * The development server's page gets the head script only, and React renders the rest.
 */
export function prerender(): Plugin {
  let root = process.cwd();
  let mode = 'production';
  let devServer: ViteDevServer | null = null;
  const headScript = async (page: PrerenderedPage, scripts?: PageScripts) =>
    `<script>${(await minify('before-paint.js', page.beforePaint(scripts))).code.trim()}</script>`;
  return {
    name: 'hexle-prerender',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
    },
    configureServer(server) {
      devServer = server;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (devServer) {
          const module = (await devServer.ssrLoadModule(ENTRY)) as typeof import('../src/app/prerender');
          return replaceOnce(html, '</title>', `</title>\n    ${await headScript(await module.prerenderPage())}`);
        }
        if (!bundle) return html;
        const page = await renderPage(root, mode);
        // How To Play comes first: it is what a first visitor sees first.
        let result = replaceOnce(html, '<div id="root"></div>', `${page.help}<div id="root">${page.app}</div>`);
        // No frame is painted before the whole app is parsed: a frame of part of it (the board
        // without the keyboard and footer below) would be laid out again, a layout shift. Chromium
        // lets the first frame through once the expected element is in the document, so the element
        // expected is the one after the app, not #root itself.
        requireOnce(result, `</div>\n    <noscript id="${AFTER_APP}">`);
        // The page paints without its scripts: the head script loads them after the first paint.
        const scripts: PageScripts = { modules: [], preloads: [] };
        result = result.replace(/\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g, (_, src: string) => {
          scripts.modules.push(src);
          return '';
        });
        result = result.replace(/\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_, href: string) => {
          scripts.preloads.push(href);
          return '';
        });
        if (scripts.modules.length === 0) throw new Error('prerender: the page has no module script to load');
        result = replaceOnce(
          result,
          '</title>',
          `</title>\n    ${await headScript(page, scripts)}\n    <link rel="expect" href="#${AFTER_APP}" blocking="render" />`,
        );
        for (const [tag, fileName] of result.matchAll(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
        )) {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') throw new Error(`prerender: ${fileName} is not in the build`);
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          result = result.replace(tag, () => `<style>${css}</style>`);
          delete bundle[fileName];
        }
        return result;
      },
    },
  };
}
