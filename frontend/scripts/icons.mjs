// Renders the app icons for the web app manifest, and the page's favicon, from
// public/favicon.svg with the test browser (Debian's Chromium through playwright-core):
// `node frontend/scripts/icons.mjs [file ...]` (all of them, or only the files named).
// The PNGs are committed; run this again only when the icon changes.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');

const ICONS = [
  { file: 'icon-192.png', size: 192, padding: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, padding: 0, background: 'transparent' },
  // Maskable icons are cropped to a circle by some launchers: keep the hexagon in the safe zone.
  { file: 'icon-maskable-512.png', size: 512, padding: 0.12, background: '#ffffff' },
  { file: 'apple-touch-icon.png', size: 180, padding: 0.08, background: '#ffffff' },
  // The tab's icon as a PNG: Chromium decodes an SVG favicon on the page's main thread as a whole
  // SVG document with its text and font, a long task (30-50 ms) right after the first paint.
  { file: 'favicon-64.png', size: 64, padding: 0, background: 'transparent' },
];
const named = process.argv.slice(2);
const unknown = named.filter((file) => !ICONS.some((icon) => icon.file === file));
if (unknown.length > 0) throw new Error(`No such icon: ${unknown.join(', ')}`);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  chromiumSandbox: false,
  args: ['--disable-gpu'],
});
try {
  for (const { file, size, padding, background } of ICONS.filter(
    (icon) => named.length === 0 || named.includes(icon.file),
  )) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inset = Math.round(size * padding);
    await page.setContent(
      `<html><body style="margin:0;background:${background}">` +
        `<div style="position:absolute;inset:${inset}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div>` +
        `</body></html>`,
    );
    await page.screenshot({ path: join(publicDir, file), omitBackground: background === 'transparent' });
    await page.close();
    console.log(`${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
