import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
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
    const dir = path.join(PROJECT_ROOT, `e2e/results/nginx-slow-clients-${port()}`);
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
  // Each test starts with nginx holding nothing: the previous test's bodies are ended, and each
  // has been finished by nginx (it closed its side), so none counts against the next test's caps.
  afterEach(async () => {
    await Promise.all(slow.map((client) => client.end()));
    slow = [];
  });

  /** How many of `clients` nginx refused with a 429 (at once: it refuses before reading a body). */
  const refusedOf = (clients: SlowClient[]) => clients.filter((client) => client.answer()?.status === 429).length;

  /** A player from `address` loads the page, reads today's game and plays a guess. */
  const play = async (address: string) => {
    const headers = { 'x-forwarded-for': address };
    const page = await fetch(`http://127.0.0.1:${port()}/`, { headers });
    const today = await fetch(`http://127.0.0.1:${port()}/api/daily-word?timezone=UTC`, { headers });
    const { game_number } = (await today.json()) as { game_number: number };
    const guess = await fetch(`http://127.0.0.1:${port()}/api/check-guess`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ guess: 'planet', game_number, timezone: 'UTC' }),
    });
    return { address, page: page.status, today: today.status, guess: guess.status, answer: await guess.text() };
  };

  it('lets one network hold at most 32 requests, from any number of its addresses, and serves everyone else', async () => {
    // 260 slow bodies from ten addresses of one IPv4 /24, and 50 from ten of one IPv6 /64
    // written as nginx would never write them: one network each, whatever the address.
    const v4 = Array.from({ length: 260 }, (_, i) => `198.51.100.${10 + (i % 10)}`);
    const v6 = Array.from(
      { length: 50 },
      (_, i) => [`2001:db8:5:6::${i % 5}a`, `2001:0db8:0005:0006:0:0:1:${i % 5}`][i % 2] ?? '',
    );
    slow = [...v4, ...v6].map((address) => startSlowClient(port(), { 'X-Forwarded-For': address }));
    const refused = (from: number, to: number) =>
      slow.slice(from, to).filter((client) => client.answer()?.status === 429).length;
    // The per-network cap: 32 requests in progress from each; every other one a JSON 429 at once.
    await expect.poll(() => [refused(0, 260), refused(260, 310)], { timeout: 10_000 }).toEqual([260 - 32, 50 - 32]);
    expect(JSON.parse(slow.find((client) => client.answer())?.answer()?.body ?? '') as unknown).toEqual({
      error: expect.any(String) as unknown,
      code: 'rate_limited',
    });

    // Another network is served at once, the page and the API alike, while they keep trickling.
    for (const player of ['198.51.101.7', '2001:db8:5:7::1']) {
      const headers = { 'x-forwarded-for': player };
      const page = await fetch(`http://127.0.0.1:${port()}/`, { headers });
      const puzzle = await fetch(`http://127.0.0.1:${port()}/api/daily-word?timezone=UTC`, { headers });
      expect([player, page.status, puzzle.status]).toEqual([player, 200, 200]);
    }
    // The 64 let in are still held, by nginx, which reads a body whole before the API sees it.
    expect(slow.filter((client) => client.answer() === null && !client.closed())).toHaveLength(64);
  });

  it('lets one IPv4 /16 or IPv6 /48 hold at most 128, however many of its /24s or /64s it uses', async () => {
    // 8 /24s of one /16 and 6 /64s of one /48 (one of them written with '::' after two groups),
    // 32 slow bodies from each: every /24 and /64 is within its own cap of 32.
    const v4 = Array.from({ length: 8 * 32 }, (_, i) => `198.18.${i % 8}.${10 + (i % 20)}`);
    const v6 = Array.from({ length: 6 * 32 }, (_, i) =>
      i % 6 === 0 ? `2001:db8:0:0:${1 + (i % 5)}:0:0:1` : `2001:db8:0:${i % 6}::${(i % 7) + 1}`,
    );
    const v4Clients = v4.map((address) => startSlowClient(port(), { 'X-Forwarded-For': address }));
    const v6Clients = v6.map((address) => startSlowClient(port(), { 'X-Forwarded-For': address }));
    slow = [...v4Clients, ...v6Clients];
    await expect
      .poll(() => [refusedOf(v4Clients), refusedOf(v6Clients)], { timeout: 10_000 })
      .toEqual([8 * 32 - 128, 6 * 32 - 128]);

    // A player of another /16 and another /48 loads the page and plays, while they keep trickling.
    for (const player of ['198.19.0.7', '2001:db8:1::7']) {
      expect(await play(player)).toMatchObject({ address: player, page: 200, today: 200, guess: 200 });
    }
    expect(slow.filter((client) => client.answer() === null && !client.closed())).toHaveLength(256);
  });

  it('holds at most 512 bodies in all, and still serves the page and the API from its reserve', async () => {
    // 5 /16s, each filling its cap of 128 from four /24s: 640 bodies, 512 of them let in.
    const addresses = Array.from(
      { length: 5 * 4 * 32 },
      (_, i) => `10.${i % 5}.${Math.floor(i / 5) % 4}.${1 + (i % 64)}`,
    );
    slow = addresses.map((address) => startSlowClient(port(), { 'X-Forwarded-For': address }));
    await expect.poll(() => refusedOf(slow), { timeout: 10_000 }).toBe(640 - 512);
    expect(slow.filter((client) => client.answer() === null && !client.closed())).toHaveLength(512);

    // nginx still has connections for everyone else: the page and the API's answers come at once.
    // A guess carries a body, so it waits for the bodies' cap like any: a JSON 429, at once.
    const player = await play('192.0.2.77');
    expect(player).toMatchObject({ page: 200, today: 200, guess: 429 });
    expect(JSON.parse(player.answer) as unknown).toMatchObject({ code: 'rate_limited' });
  });

  it('drops a body that stops arriving for 10 seconds', async () => {
    const started = Date.now();
    // One byte of the body, then nothing: nginx closes the connection after client_body_timeout.
    const stalled = startSlowClient(port(), { 'X-Forwarded-For': '192.0.2.8' }, 0);
    await expect
      .poll(() => stalled.closed() || stalled.answer() !== null, { timeout: 15_000, interval: 250 })
      .toBe(true);
    expect(Date.now() - started).toBeGreaterThan(9_000);
    expect(Date.now() - started).toBeLessThan(13_000);
    stalled.stop();
  }, 20_000);
});
