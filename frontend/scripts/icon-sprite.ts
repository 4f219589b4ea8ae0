import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The icons' symbols, drawn by every <use> of src/layout/icons.tsx. */
export const SPRITE_FILE = 'src/layout/icons.svg';

/** The page with the sprite as the first thing in its body; it is hidden and takes no space. */
export function withIconSprite(html: string, sprite: string): string {
  const count = html.split('<body>').length - 1;
  if (count !== 1) throw new Error(`icon sprite: expected one <body> in index.html, found ${count}`);
  return html.replace('<body>', () => `<body>\n    ${sprite.trim()}`);
}

/** Puts the icons' sprite into the page, in the development server's page and in the build's. */
export function iconSprite(): Plugin {
  let root = process.cwd();
  return {
    name: 'hexle-icon-sprite',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: (html) => withIconSprite(html, readFileSync(join(root, SPRITE_FILE), 'utf8')),
  };
}
