import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Sends `raw` as it is and reads until the server closes the connection. */
function rawRequest(port: number, raw: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1]),
        type: /content-type: ([^\r\n]*)/i.exec(head)?.[1] ?? '',
        body,
      });
    });
    socket.write(raw);
  });
}

describe('requests Node cannot read, answered as JSON', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  const port = () => (t.app.getHttpServer().address() as AddressInfo).port;

  it.each([
    ['a malformed request line', 'GET /api/health HTTP/1.1 x\r\nHost: h\r\n\r\n', 400, 'bad_request'],
    [
      'a header Node will not read',
      `GET /api/health HTTP/1.1\r\nHost: h\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
      431,
      'headers_too_large',
    ],
    ['a broken header', 'GET /api/health HTTP/1.1\r\nHost h\r\n\r\n', 400, 'bad_request'],
  ])('%s', async (_label, raw, status, code) => {
    const reply = await rawRequest(port(), raw);
    expect(reply.status).toBe(status);
    expect(reply.type).toMatch(/^application\/json/);
    expect(JSON.parse(reply.body)).toEqual({ error: expect.any(String), code });
  });
});
