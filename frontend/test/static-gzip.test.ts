import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { staticGzip } from '../scripts/static-gzip.mjs';

const require = createRequire(import.meta.url);
// A real script: React's own, as the build bundles it.
const script = readFileSync(path.join(path.dirname(require.resolve('react/package.json')), 'cjs/react.production.js'));

describe('the gzip the build writes for nginx', () => {
  it('unpacks to the very bytes it was given, from a buffer or a string', async () => {
    expect(gunzipSync(await staticGzip(script)).equals(script)).toBe(true);
    const text = 'Hexle: six letters, seven tries. ÅÉÎ ✓';
    expect(gunzipSync(await staticGzip(text)).toString('utf8')).toBe(text);
    expect(gunzipSync(await staticGzip(new Uint8Array(0))).length).toBe(0);
  });

  it('is smaller than zlib at its best level', async () => {
    const zopfli = (await staticGzip(script)).length;
    const zlib = gzipSync(script, { level: 9 }).length;
    expect(zopfli).toBeLessThan(zlib * 0.98);
  });
});
