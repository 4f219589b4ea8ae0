// @ts-check
/**
 * Builds the smallest page that takes over prerendered markup with React as the game does (this
 * folder's index.html and main.tsx) with the game's build settings, into `outDir`. `npm run size`
 * weighs it and `npm run lighthouse` measures it beside the game: the floor React alone sets.
 */
import react from '@vitejs/plugin-react';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** @param {string} outDir */
export async function buildReactFloor(outDir) {
  await build({
    root: dirname(fileURLToPath(import.meta.url)),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { target: 'es2022', outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  });
}
