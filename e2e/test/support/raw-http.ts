import { connect, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The first response in raw HTTP/1.1 text, or null when the server closed without one. */
function parseResponse(text: string): RawResponse | null {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4) };
}

/**
 * Sends `request` as it is (methods and sizes fetch refuses to send) and reads until the
 * server closes the connection; the request should say `Connection: close`.
 */
export function rawRequest(port: number, request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const response = parseResponse(received);
      if (response) resolve(response);
      else reject(new Error(`No HTTP response, got: ${JSON.stringify(received.slice(0, 200))}`));
    });
    socket.setTimeout(15_000, () => socket.destroy(new Error('No answer within 15 s')));
    socket.write(request);
  });
}

/** A client that announces a body and then sends it one byte every `dripMs` (or never), never finishing. */
export interface SlowClient {
  /** The answer, if the server gave one before the client gave up. */
  answer: () => RawResponse | null;
  closed: () => boolean;
  stop: () => void;
  /** Ends the request and waits until the server has closed its side, its request finished there. */
  end: () => Promise<void>;
}

export function startSlowClient(port: number, headers: Record<string, string>, dripMs = 1000): SlowClient {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  let closed = false;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  socket.on('close', () => (closed = true));
  const head = Object.entries({ 'Content-Type': 'application/json', 'Content-Length': '1000', ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`POST /api/validate HTTP/1.1\r\nHost: localhost\r\n${head}\r\n{`);
  const drip = dripMs > 0 ? setInterval(() => socket.writable && socket.write(' '), dripMs) : undefined;
  return {
    answer: () => parseResponse(received),
    closed: () => closed,
    stop: () => {
      clearInterval(drip);
      socket.destroy();
    },
    end: () => {
      clearInterval(drip);
      if (closed) return Promise.resolve();
      const done = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.end();
      return done;
    },
  };
}
