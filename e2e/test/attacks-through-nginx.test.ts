import { mkdirSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startNginx } from '../../stack/nginx-server.mjs';
import { startService, waitUntilServing, type Service } from '../../stack/processes.mjs';
import { PROJECT_ROOT } from '../../stack/settings.mjs';
import { launchBrowser } from './support/browser.js';

/**
 * An attacker who writes a victim's address into the forwarding headers, through the web
 * server as players reach it, on every location that reaches the API. Its own API and nginx,
 * with small budgets, so that spending one takes a few requests; each client is a different
 * loopback address.
 */
const apiPort = () => inject('stack').webPort + 8;
const webPort = () => inject('stack').webPort + 9;
const POST_BUDGET = 5;
const GET_BUDGET = 8;
const CHALLENGES_A_DAY = 2;

const ATTACKER = '127.0.0.3';
const VICTIM = '127.0.0.2';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request from `from` (a local address to send from), through the test's nginx. */
function send(from: string, method: string, url: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port: webPort(),
        localAddress: from,
        method,
        path: url,
        agent: false,
        headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

const forged = (address: string) => ({
  'X-Forwarded-For': address,
  'X-Real-IP': address,
  Forwarded: `for=${address}`,
});

const validate = (from: string, headers: Record<string, string> = {}) =>
  send(from, 'POST', '/api/validate', headers, JSON.stringify({ guess: 'planet', timezone: 'UTC' }));

let api: Service;
let nginx: Service;

beforeAll(async () => {
  api = startService('api', path.join(PROJECT_ROOT, 'deploy/api/start-api.sh'), [], {
    env: {
      ...process.env,
      DATABASE_URL: inject('stack').databaseUrl,
      DB_SETUP: 'skip',
      PORT: String(apiPort()),
      HOST: '127.0.0.1',
      RATE_LIMIT_MAX: String(POST_BUDGET),
      GET_RATE_LIMIT_MAX: String(GET_BUDGET),
      CHALLENGE_DAILY_MAX: String(CHALLENGES_A_DAY),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await waitUntilServing(`http://127.0.0.1:${apiPort()}/api/health`, api, 30_000);
  const dir = path.join(PROJECT_ROOT, 'e2e/results/nginx-attacks');
  mkdirSync(dir, { recursive: true });
  nginx = startNginx({
    dir,
    listenPort: webPort(),
    apiUpstream: `127.0.0.1:${apiPort()}`,
    webRoot: path.join(PROJECT_ROOT, 'frontend/dist'),
    env: {},
  });
  await waitUntilServing(`http://127.0.0.1:${webPort()}/`, nginx, 10_000);
}, 60_000);
afterAll(async () => {
  await nginx?.stop('SIGQUIT');
  await api?.stop();
});

describe('budgets spent with forged forwarding headers, through nginx', () => {
  it("leaves the victim's budgets whole whatever the attacker writes, on every API location", async () => {
    const attempts: [string, string, string?][] = [
      ['POST', '/api/health', '{}'],
      ['POST', '/api/validate', JSON.stringify({ guess: 'planet', timezone: 'UTC' })],
      ['POST', '/api/check-guess', JSON.stringify({ guess: 'planet', game_number: 1, timezone: 'UTC' })],
      ['POST', '/api/challenges', '{}'],
      ['POST', '/api/practice', JSON.stringify({ timezone: 'UTC' })],
      ['POST', '/api/transfers/claim', '{}'],
      ['POST', '/api/no-such-route', '{}'],
      ['GET', '/api/health'],
      ['GET', '/api/daily-word?timezone=UTC'],
      ['GET', '/api/no-such-route'],
    ];
    const statuses = new Set<number>();
    for (const [method, url, body] of attempts)
      for (let i = 0; i < GET_BUDGET + 2; i++)
        statuses.add((await send(ATTACKER, method, url, forged(VICTIM), body)).status);
    // The attacker spent its own budgets: nginx named it, whatever the headers said.
    expect(statuses).toContain(429);
    expect((await validate(ATTACKER)).status).toBe(429);

    const post = await validate(VICTIM);
    expect(post.status).toBe(200);
    expect(post.headers['ratelimit']).toMatch(new RegExp(`^limit=${POST_BUDGET}, remaining=${POST_BUDGET - 1},`));
    const get = await send(VICTIM, 'GET', '/api/daily-word?timezone=UTC');
    expect(get.status).toBe(200);
    expect(get.headers['ratelimit']).toMatch(new RegExp(`^limit=${GET_BUDGET}, remaining=${GET_BUDGET - 1},`));
  });

  it('refuses anything but GET and HEAD on the health check, in nginx', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const answer = await send('127.0.0.4', method, '/api/health', forged(VICTIM), '{}');
      expect([method, answer.status, JSON.parse(answer.body)]).toEqual([
        method,
        405,
        { error: 'Method not allowed', code: 'method_not_allowed' },
      ]);
    }
    expect((await send('127.0.0.4', 'HEAD', '/api/health')).status).toBe(200);
    // None of them reached the API: this address still has its whole POST budget.
    expect((await validate('127.0.0.4')).headers['ratelimit']).toMatch(/remaining=4,/);
  });

  it('gives every garbage forwarded value the sender’s own budget', async () => {
    const from = '127.0.0.5';
    const answers = [];
    for (let i = 0; i < POST_BUDGET + 1; i++)
      answers.push(await validate(from, { 'X-Forwarded-For': `${'x'.repeat(7000)}-${i}` }));
    expect(answers.map((answer) => answer.status)).toEqual([...new Array<number>(POST_BUDGET).fill(200), 429]);
  });
});

describe('what a client can make the server keep, through nginx', () => {
  it('refuses a transfer payload nested 5,000 deep with a JSON 400, and the API goes on', async () => {
    const deep = `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const answer = await send('127.0.0.6', 'POST', '/api/transfers', {}, `{"timezone":"UTC","payload":${deep}}`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'payload must not nest more than 16 levels deep',
      code: 'invalid_body',
    });
    expect((await send('127.0.0.6', 'GET', '/api/health')).status).toBe(200);
  });

  it("caps the challenges one client creates in a day, and leaves another client's alone", async () => {
    const create = (from: string) =>
      send(from, 'POST', '/api/challenges', forged('127.0.0.8'), JSON.stringify({ word: 'flower', timezone: 'UTC' }));
    const statuses = [];
    for (let i = 0; i < CHALLENGES_A_DAY + 1; i++) statuses.push((await create('127.0.0.7')).status);
    expect(statuses).toEqual([...new Array<number>(CHALLENGES_A_DAY).fill(201), 429]);
    const refused = await create('127.0.0.7');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    expect((await create('127.0.0.8')).status).toBe(201);
  });
});

/** A page of another site (another host name than the game's) that runs `script` when opened. */
async function otherSite(script: string) {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(`<!doctype html><title>Another site</title><script>${script}</script>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('a page of another site, in a real browser', () => {
  it("cannot spend a visitor's budgets, while the game in the same browser plays on", async () => {
    const game = `http://localhost:${webPort()}`;
    // What any page can do without asking: POSTs of text, forms and reads, none of which it can read.
    const attacks = [
      `fetch('${game}/api/check-guess', { mode: 'no-cors', method: 'POST', body: 'x' })`,
      `fetch('${game}/api/validate', { mode: 'no-cors', method: 'POST', body: '{"guess":"planet","timezone":"UTC"}' })`,
      `fetch('${game}/api/challenges', { mode: 'no-cors', method: 'POST', body: new URLSearchParams({ word: 'flower' }) })`,
      `fetch('${game}/api/transfers/claim', { mode: 'no-cors', method: 'POST', body: 'x' })`,
      `fetch('${game}/api/daily-word?timezone=UTC', { mode: 'no-cors' })`,
    ];
    const site = await otherSite(
      `window.sent = Promise.all(Array.from({ length: ${GET_BUDGET + 2} }, () => Promise.all([${attacks.join(', ')}].map((p) => p.catch(() => null)))));`,
    );
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext();
      const attacker = await context.newPage();
      const refusals: number[] = [];
      attacker.on('response', (response) => {
        if (response.url().startsWith(`${game}/api/`)) refusals.push(response.status());
      });
      await attacker.goto(site.url);
      await attacker.evaluate(() => (window as unknown as { sent: Promise<unknown> }).sent);
      // Every one was refused (403 from nginx, before any budget), none counted as a 429.
      expect(refusals).toHaveLength(attacks.length * (GET_BUDGET + 2));
      expect(new Set(refusals)).toEqual(new Set([403]));

      // The visitor, in the same browser, from the same address, on a page of the game's own
      // site: the POST budget is whole, and reads were not spent either.
      const player = await context.newPage();
      await player.goto(`${game}/api/health`);
      const budgets = await player.evaluate(async () => {
        const post = await fetch('/api/validate', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ guess: 'planet', timezone: 'UTC' }),
        });
        const get = await fetch('/api/daily-word?timezone=UTC');
        return { post: post.status, postBudget: post.headers.get('ratelimit'), get: get.status };
      });
      expect(budgets).toEqual({
        post: 200,
        postBudget: expect.stringMatching(
          new RegExp(`^limit=${POST_BUDGET}, remaining=${POST_BUDGET - 1},`),
        ) as unknown,
        get: 200,
      });
    } finally {
      await browser.close();
      await site.close();
    }
  });

  it('leaves clients that are not browsers alone: JSON from curl plays, a POST of text does not', async () => {
    const from = '127.0.0.9';
    expect((await validate(from)).status).toBe(200);
    const text = await send(from, 'POST', '/api/validate', { 'Content-Type': 'text/plain' });
    expect([text.status, JSON.parse(text.body)]).toEqual([
      415,
      { error: 'The request body must be JSON (Content-Type: application/json)', code: 'unsupported_media_type' },
    ]);
    // Refused in nginx: the address has spent one POST, not two.
    expect((await validate(from)).headers['ratelimit']).toMatch(new RegExp(`remaining=${POST_BUDGET - 2},`));
  });
});
