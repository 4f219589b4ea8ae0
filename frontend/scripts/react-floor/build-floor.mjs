// @ts-check
/**
 * Builds the smallest page that takes over prerendered markup with React as the game does (this
 * folder's index.html and main.tsx) with the game's build settings. `npm run size` weighs it and
 * `npm run lighthouse` measures it beside the game: the floor React alone sets.
 */
import react from '@vitejs/plugin-react';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/**
 * The built page's files by their path on the site (`/index.html`, `/assets/...`), in memory:
 * the build's folder is removed before this returns.
 * @returns {Promise<Map<string, Buffer>>}
 */
export async function buildReactFloor() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'hexle-react-floor-'));
  try {
    await build({
      root: path.dirname(fileURLToPath(import.meta.url)),
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { target: 'es2022', outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
    });
    const files = new Map();
    for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      files.set(`/${path.relative(outDir, file).split(path.sep).join('/')}`, readFileSync(file));
    }
    return files;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
