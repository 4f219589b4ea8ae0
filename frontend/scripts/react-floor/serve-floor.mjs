// @ts-check
/**
 * React's floor page (build-floor.mjs) built and served from memory on a port of its own, each
 * file sent with the gzip the game's build would write for it, as nginx sends the game's: the
 * page `npm run lighthouse` measures beside the game, in the same runs.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { staticGzip } from '../static-gzip.mjs';
import { buildReactFloor } from './build-floor.mjs';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export async function serveReactFloor() {
  /** @type {Map<string, { type: string, gzip: Buffer }>} */
  const files = new Map();
  for (const [file, bytes] of await buildReactFloor()) {
    const type = TYPES[/** @type {keyof typeof TYPES} */ (path.extname(file))] ?? 'application/octet-stream';
    files.set(file, { type, gzip: await staticGzip(bytes) });
  }
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://floor').pathname;
    const file = files.get(pathname === '/' ? '/index.html' : pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file.type, 'content-encoding': 'gzip', 'cache-control': 'no-cache' });
    response.end(file.gzip);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://localhost:${address.port}/`,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
