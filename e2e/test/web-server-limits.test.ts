import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startNginx } from '../../stack/nginx-server.mjs';
import { waitUntilServing, type Service } from '../../stack/processes.mjs';
import { PROJECT_ROOT } from '../../stack/settings.mjs';
import { rawRequest, startSlowClient, type SlowClient } from './support/raw-http.js';

const webPort = () => inject('stack').webPort;
const base = () => inject('stack').baseUrl;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectJsonError(response: { status: number; headers: Record<string, string>; body: string }, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(response.body) as unknown).toEqual({
    error: expect.any(String) as unknown,
    code: expect.stringMatching(/^[a-z_]+$/) as unknown,
  });
}

describe("nginx's own errors on /api", () => {
  it.each([
    ['TRACE', 'TRACE /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 405],
    ['an unknown method', 'GETT /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 405],
    [
      'a 9 KB URI',
      `GET /api/daily-word?timezone=UTC&pad=${'x'.repeat(9 * 1024)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      414,
    ],
    [
      'a 20 KB header',
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20 * 1024)}\r\nConnection: close\r\n\r\n`,
      431,
    ],
    ['a broken request line', 'GET /api/health HTTP/1.1 x\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    ['an unsupported HTTP version', 'GET /api/health HTTP/9.0\r\nHost: localhost\r\nConnection: close\r\n\r\n', 505],
  ])('answers %s with JSON', async (_label, request, status) => {
    expectJsonError(await rawRequest(webPort(), request), status);
  });

  it("passes the API's own errors through untouched", async () => {
    const response = await fetch(`${base()}/api/no-such-route`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toMatch(/no-such-route|not found/i);
  });
});

describe('hidden files', () => {
  it.each(['/.env', '/.git/config', '/assets/.env', '/.well-known/../.env'])('%s is a 404', async (url) => {
    const response = await fetch(`${base()}${url}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it("still answers the game's own paths with the game", async () => {
    for (const url of ['/', '/some/deep/link', '/index.html']) {
      const response = await fetch(`${base()}${url}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
  });
});

describe('/api/health under a flood', () => {
  const check = async () => {
    const response = await fetch(`${base()}/api/health`);
    return {
      status: response.status,
      body: (await response.json()) as { status?: string },
      cache: response.headers.get('x-hexle-health-cache'),
    };
  };

  it('reaches the API about once a second, however many checks arrive', async () => {
    await sleep(1100);
    const answers = await Promise.all(Array.from({ length: 200 }, check));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.every((answer) => answer.body.status === 'ok')).toBe(true);
    const fetched = answers.filter((answer) => answer.cache !== 'HIT' && answer.cache !== 'UPDATING');
    expect(fetched.length).toBeLessThanOrEqual(2);
  });

  it('asks the API again once the answer is two seconds old', async () => {
    await check();
    // nginx counts a one-second validity in whole seconds: an answer lives one to two seconds.
    await sleep(2100);
    expect((await check()).cache).not.toBe('HIT');
  });
});

describe('slow clients', () => {
  // A second nginx trusting this machine as its proxy, so each test client can be a different player.
  const port = () => webPort() + 3;
  let nginx: Service;
  let slow: SlowClient[] = [];

  beforeAll(async () => {
    const dir = path.join(PROJECT_ROOT, 'e2e/results/nginx-slow-clients');
    mkdirSync(dir, { recursive: true });
    nginx = startNginx({
      dir,
      listenPort: port(),
      apiUpstream: new URL(inject('stack').apiUrl).host,
      trustedProxies: ['127.0.0.1'],
      webRoot: path.join(PROJECT_ROOT, 'frontend/dist'),
      env: {},
    });
    await waitUntilServing(`http://127.0.0.1:${port()}/api/health`, nginx, 10_000);
  });
  afterAll(async () => {
    for (const client of slow) client.stop();
    await nginx.stop('SIGQUIT');
  });

  it('serves a normal player while 200 clients trickle bodies from one address', async () => {
    slow = Array.from({ length: 200 }, () => startSlowClient(port(), { 'X-Forwarded-For': '198.51.100.66' }));
    await sleep(3000);
    const refused = slow.filter((client) => client.answer()?.status === 429);
    // The per-client cap: at most 32 requests in progress from one address; the rest get a JSON
    // 429. Those let in are still sending, or were cut off by the API's request timeout (408).
    expect(200 - refused.length).toBeGreaterThan(0);
    expect(200 - refused.length).toBeLessThanOrEqual(32);
    expect(slow.every((client) => [undefined, 408, 429].includes(client.answer()?.status))).toBe(true);
    expect(JSON.parse(refused[0]?.answer()?.body ?? '') as unknown).toEqual({
      error: expect.any(String) as unknown,
      code: 'rate_limited',
    });

    const player = { 'x-forwarded-for': '198.51.100.7' };
    const started = Date.now();
    const page = await fetch(`http://127.0.0.1:${port()}/`, { headers: player });
    const puzzle = await fetch(`http://127.0.0.1:${port()}/api/daily-word?timezone=UTC`, { headers: player });
    expect(page.status).toBe(200);
    expect(puzzle.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('cuts off a body that keeps trickling once the whole request has taken too long', async () => {
    // The e2e API runs with REQUEST_TIMEOUT_SECONDS=2, and Node checks every 30 s. A connection
    // that never answered before gets a JSON 408; one nginx reuses is closed without an answer.
    const trickling = startSlowClient(port(), { 'X-Forwarded-For': '198.51.100.9' });
    try {
      await expect
        .poll(() => trickling.closed() || trickling.answer() !== null, { timeout: 40_000, interval: 500 })
        .toBe(true);
      const answer = trickling.answer();
      if (answer)
        expect(JSON.parse(answer.body) as unknown).toEqual({
          error: 'The request took too long to arrive',
          code: 'request_timeout',
        });
    } finally {
      trickling.stop();
    }
  }, 45_000);

  it('drops a body that stops arriving for 10 seconds', async () => {
    const started = Date.now();
    // One byte of the body, then nothing: nginx closes the connection after client_body_timeout.
    const stalled = startSlowClient(port(), { 'X-Forwarded-For': '198.51.100.8' }, 0);
    await expect
      .poll(() => stalled.closed() || stalled.answer() !== null, { timeout: 15_000, interval: 250 })
      .toBe(true);
    expect(Date.now() - started).toBeGreaterThan(9_000);
    expect(Date.now() - started).toBeLessThan(13_000);
    stalled.stop();
  }, 20_000);
});
