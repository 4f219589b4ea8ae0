import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, loadEnv, normalizePath } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { appConfigDefine, buildConfig } from './scripts/app-config.js';
import { iconSprite } from './scripts/icon-sprite.js';
import { PAGE_ENTRY, prerender } from './scripts/prerender.js';
import { staticGzip } from './scripts/static-gzip.mjs';

/** Text as HTML shows it. */
const htmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), ['VITE_', 'API_']);
  const built = buildConfig(mode, process.cwd());
  const { title } = built;
  const pageEntry = normalizePath(path.resolve(import.meta.dirname, PAGE_ENTRY));
  return {
    define: {
      ...appConfigDefine(built),
      // The configured title in index.html, through Vite's %ENV% replacement in HTML.
      'import.meta.env.PRODUCT_TITLE_HTML': JSON.stringify(htmlText(title)),
    },
    plugins: [
      react(),
      iconSprite(),
      prerender(),
      // The service worker keeps the page shell (HTML, scripts, styles, icons) so the game opens
      // offline or on a flaky network. It never answers /api: guesses always go to the server.
      // A new release's worker takes over at once, so the next visit runs the new version.
      VitePWA({
        registerType: 'autoUpdate',
        // Registered by the app once the page is taken over (boot/service-worker.ts): it never
        // comes before the first paint.
        injectRegister: false,
        manifest: {
          name: title,
          short_name: title,
          description: 'A daily six-letter word game: find the word in 7 tries.',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: '#ffffff',
          icons: [
            { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
          // Not kept in advance: the league code and the possible-words count come only to a
          // player who opens a league or turns the count on (both need the network then anyway).
          globIgnores: ['**/node_modules/**/*', 'assets/leagues-*.js', 'assets/PossibleCount-*.js'],
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api(\/|$)/],
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          skipWaiting: true,
          runtimeCaching: [],
        },
      }),
      // Each text asset beside its gzip (zopfli's, scripts/static-gzip.mjs), which nginx sends as it
      // is (gzip_static). No Brotli: the web image's nginx has no module to serve it.
      compression({
        algorithms: [defineAlgorithm(staticGzip, {})],
        filename: '[path][base].gz',
        threshold: 512,
        include: /\.(html|css|js|mjs|json|svg|webmanifest|txt)$/,
        logLevel: 'silent',
      }),
    ],
    // Source maps are published only when the build asks for them (VITE_SOURCEMAP=true).
    build: {
      target: 'es2022',
      sourcemap: env.VITE_SOURCEMAP === 'true',
      // Every browser the build targets preloads modules itself; one without it still loads them.
      // The page's script is one file (scripts/prerender.ts); a dialog's chunk, fetched while the
      // browser is idle, fetches its few imports itself rather than add a <link> to the page for
      // each (each insertion showed up on the main thread at start-up). Vite's preload helper stays
      // as Vite ships it (docs/performance.md says what the first load leaves out to pay for it).
      modulePreload: { polyfill: false, resolveDependencies: () => [] },
      // The page's script is one chunk with everything it imports (the group names the entry, and
      // takes its static imports with it): on its own, Rolldown put the modules the later chunks
      // share with the page in chunks of their own, eight more requests in the first load. What
      // comes later is split off where src/app/lazy.ts, the one module with an import(), imports
      // it, and nothing else groups chunks (docs/performance.md).
      rolldownOptions: {
        // The page (index.html names no script) and its script, which the head script loads.
        input: [path.resolve(import.meta.dirname, 'index.html'), pageEntry],
        output: { codeSplitting: { groups: [{ name: 'main', test: (id) => id === pageEntry }] } },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': { target: env.API_URL || 'http://127.0.0.1:3000', changeOrigin: false } },
    },
    preview: { port: 4173 },
  };
});
