import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a proxy does with an upstream answer: pass it on as it comes, or hold its body (the page's). */
export type Answering = (path: string, answer: IncomingMessage, outgoing: ServerResponse) => void;

export interface HoldingProxy {
  /** The game, through the proxy. */
  url: string;
  /**
   * Holds the requests whose path matches `pattern` before they reach the game, until `release()`;
   * `reached` settles when the first of them has come.
   */
  hold(pattern: RegExp): { reached: Promise<void>; release: () => void };
  /** Settles when the game has answered the next request whose path matches `pattern`, in full. */
  answered(pattern: RegExp): Promise<void>;
  close(): Promise<void>;
}

const passOn: Answering = (_path, answer, outgoing) => void answer.pipe(outgoing);

/**
 * The game served through a network of the test's own, in the test process: a slow network that
 * holds what the test says. Unlike Playwright's routes, it works outside the browser: a route set
 * on a page slowed 6x, in some runs, saw neither the page's request nor its answer.
 */
export async function holdingProxy(upstream: string, answering: Answering = passOn): Promise<HoldingProxy> {
  const holds: { pattern: RegExp; reached: () => void; held: Promise<void> }[] = [];
  const waits: { pattern: RegExp; done: () => void }[] = [];
  const server = createServer((incoming, outgoing) => {
    const target = new URL(incoming.url ?? '/', upstream);
    const path = target.pathname;
    const headers = { ...incoming.headers, host: target.host, 'accept-encoding': 'identity' };
    const holding = holds.filter(({ pattern }) => pattern.test(path));
    holding.forEach(({ reached }) => reached());
    const waiting = waits.filter(({ pattern }) => pattern.test(path));
    waiting.forEach((wait) => waits.splice(waits.indexOf(wait), 1));
    outgoing.on('finish', () => waiting.forEach(({ done }) => done()));
    // The body is read at once and sent on when the hold ends.
    const body: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => body.push(chunk));
    incoming.on('end', () => {
      void Promise.all(holding.map(({ held }) => held)).then(() => {
        const forwarded = request(target, { method: incoming.method, headers }, (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answering(path, answer, outgoing);
        });
        forwarded.end(Buffer.concat(body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    hold(pattern) {
      let reached = () => {};
      let release = () => {};
      const asked = new Promise<void>((resolve) => (reached = resolve));
      const held = new Promise<void>((resolve) => (release = resolve));
      holds.push({ pattern, reached, held });
      return { reached: asked, release: () => release() };
    },
    answered(pattern) {
      return new Promise<void>((done) => waits.push({ pattern, done }));
    },
    close() {
      holds.forEach(({ reached }) => reached());
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
