import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

/** Puts the configured product title into the page before any script runs. */
function productTitle(title: string): Plugin {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    name: 'hexle-product-title',
    transformIndexHtml: (html) => html.replace(/Hexle/g, escaped),
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), ['VITE_', 'API_']);
  const title = env.VITE_PRODUCT_TITLE?.trim() || 'Hexle';
  return {
    plugins: [react(), productTitle(title)],
    // Source maps are published only when the build asks for them (VITE_SOURCEMAP=true).
    build: { target: 'es2022', sourcemap: env.VITE_SOURCEMAP === 'true' },
    server: {
      port: 5173,
      proxy: { '/api': { target: env.API_URL || 'http://127.0.0.1:3000', changeOrigin: false } },
    },
    preview: { port: 4173 },
  };
});
