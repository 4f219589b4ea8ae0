// @ts-check
/**
 * The gzip that nginx sends for a text asset as it is (gzip_static), written once at build time.
 * Zopfli's encoder takes about a second per 250 KB but makes files 3-4 % smaller than zlib's best
 * level, and any gzip reader decodes them: the player downloads less for the same page. Plain
 * JavaScript so the build (vite.config.ts) and the size check (size.mjs) compress the same way.
 */
import { gzipAsync } from '@gfx/zopfli';

/**
 * @param {import('node:zlib').InputType} content
 * @returns {Promise<Buffer>}
 */
export async function staticGzip(content) {
  const bytes =
    typeof content === 'string'
      ? Buffer.from(content)
      : content instanceof ArrayBuffer
        ? new Uint8Array(content)
        : new Uint8Array(content.buffer, content.byteOffset, content.byteLength);
  return Buffer.from(await gzipAsync(bytes, { numiterations: 15 }));
}
