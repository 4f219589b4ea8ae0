import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../src/app.factory.js';
import { loadConfig } from '../src/platform/config/app-config.js';
import { createLogger } from '../src/platform/logging/logger.js';
import { MetricsServer } from '../src/platform/metrics/metrics-server.js';
import { METRICS_REGISTRY } from '../src/platform/metrics/metrics.registry.js';
import { WordStatsService } from '../src/word-stats/word-stats.service.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';
import { playGuesses, SEVEN_WRONG, type GuessReply } from './support/play.js';
import { repositoryRoot } from './support/repository.js';
import { OutageProxy } from './support/tcp-proxy.js';
import { startTestApp, type TestApp, waitFor } from './support/test-app.js';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Reads the Prometheus text format: one sample per line that is not a comment. */
function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const parsed = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!parsed) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (parsed[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key] = value;
    samples.push({ name: parsed[1], labels, value: Number(parsed[3]) });
  }
  return samples;
}

/** Every series of one metric, as "label=value,…" → value, for exact comparison. */
function series(samples: Sample[], name: string, ignore: string[] = []): Record<string, number> {
  const found: Record<string, number> = {};
  for (const sample of samples.filter((s) => s.name === name)) {
    const key = Object.entries(sample.labels)
      .filter(([label]) => !ignore.includes(label))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, value]) => `${label}=${value}`)
      .join(',');
    found[key] = sample.value;
  }
  return found;
}

function metricsPort(t: TestApp): number {
  const address = t.app.get(MetricsServer).address();
  if (!address) throw new Error('the metrics endpoint is not listening');
  return address.port;
}

async function scrape(port: number): Promise<{ text: string; samples: Sample[] }> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  const text = await response.text();
  return { text, samples: parseSamples(text) };
}

/** The listening TCP servers of this process: what "nothing listens" is checked against. */
const listeningServers = () => process.getActiveResourcesInfo().filter((name) => name === 'TCPServerWrap').length;

/** The names of the functions in the Express router's stack, in order. */
const middlewareNames = (t: TestApp) =>
  (t.app.getHttpAdapter().getInstance().router as unknown as { stack: { name: string }[] }).stack.map(
    (layer) => layer.name,
  );

const METRICS_ON = { METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' };

describe('the metrics endpoint', () => {
  describe('after real requests', () => {
    let t: TestApp;
    let http: ReturnType<typeof request>;
    let port: number;

    beforeAll(async () => {
      t = await startTestApp({ ...METRICS_ON, RATE_LIMIT_MAX: '7', TRUST_PROXY: 'loopback' });
      await t.puzzles.pin(326, 'PLANET');
      http = request(t.app.getHttpServer());
      port = metricsPort(t);
    });
    afterAll(() => t.close());

    /** Each player comes from an address of their own, so only the one meant to be limited is. */
    const post = (path: string, from: string, body: object) => http.post(path).set('X-Forwarded-For', from).send(body);
    const checkGuess = (from: string) => (body: object) =>
      post('/api/check-guess', from, { game_number: 326, timezone: 'UTC', ...body }) as unknown as Promise<GuessReply>;

    it('counts requests by route template and status, the games judged, and the requests turned away', async () => {
      // A lost game of today: seven wrong guesses of a proven chain.
      const lost = await playGuesses(SEVEN_WRONG, checkGuess('203.0.113.1'));
      expect(lost.map((reply) => reply.status)).toEqual(Array(7).fill(200));
      expect(lost[6].body.word).toBe('PLANET');
      // A won game of today, a word that is not in the list (422, not a judged guess), and a body
      // that is not JSON (400 before the route is reached).
      expect((await checkGuess('203.0.113.2')({ guess: 'planet' })).body.is_winner).toBe(true);
      await post('/api/check-guess', '203.0.113.2', { guess: 'qzxvbn', game_number: 326, timezone: 'UTC' }).expect(422);
      await http
        .post('/api/check-guess')
        .set('X-Forwarded-For', '203.0.113.2')
        .set('Content-Type', 'application/json')
        .send('{oops')
        .expect(400);
      // An archive game's wrong guess, and a challenge won at once.
      await post('/api/archive/check-guess', '203.0.113.3', { guess: 'garden', game_number: 100, timezone: 'UTC' })
        .expect(200)
        .expect((reply) => expect(reply.body.is_winner).toBe(false));
      const { id } = (await post('/api/challenges', '203.0.113.3', { word: 'bridge', timezone: 'UTC' }).expect(201))
        .body as {
        id: string;
      };
      await http.get(`/api/challenges/${id}`).expect(200);
      await http.get('/api/challenges/AAAAAAAAAAAAAAAAAAAAAA').expect(404);
      await post(`/api/challenges/${id}/check-guess`, '203.0.113.3', { guess: 'bridge', timezone: 'UTC' })
        .expect(200)
        .expect((reply) => expect(reply.body.is_winner).toBe(true));
      // A practice game's wrong guess (a word that is no answer nor a practice word, so never its word).
      const notAnAnswer = await t.owner.client.word.findFirstOrThrow({
        where: { isAnswer: false, practice: null },
        select: { text: true },
      });
      const practice = (await post('/api/practice', '203.0.113.5', { timezone: 'UTC' }).expect(201)).body as {
        id: string;
      };
      await post(`/api/practice/${practice.id}/check-guess`, '203.0.113.5', {
        guess: notAnAnswer.text,
        timezone: 'UTC',
      })
        .expect(200)
        .expect((reply) => expect(reply.body.is_winner).toBe(false));
      // One client past its POST budget of 7.
      for (let i = 0; i < 7; i++)
        await post('/api/validate', '203.0.113.4', { guess: 'planet', timezone: 'UTC' }).expect(200);
      await post('/api/validate', '203.0.113.4', { guess: 'planet', timezone: 'UTC' }).expect(429);
      // A route that does not exist, and one that does.
      await http.get('/api/no-such-route/12345').expect(404);
      await http.get('/api/daily-word?timezone=UTC').expect(200);

      const { text, samples } = await scrape(port);

      expect(series(samples, 'hexle_http_requests_total')).toEqual({
        'method=POST,route=/api/check-guess,status=200': 8,
        'method=POST,route=/api/check-guess,status=400': 1,
        'method=POST,route=/api/check-guess,status=422': 1,
        'method=POST,route=/api/archive/check-guess,status=200': 1,
        'method=POST,route=/api/challenges,status=201': 1,
        'method=GET,route=/api/challenges/:id,status=200': 1,
        'method=GET,route=/api/challenges/:id,status=404': 1,
        'method=POST,route=/api/challenges/:id/check-guess,status=200': 1,
        'method=POST,route=/api/practice,status=201': 1,
        'method=POST,route=/api/practice/:id/check-guess,status=200': 1,
        'method=POST,route=/api/validate,status=200': 7,
        'method=POST,route=/api/validate,status=429': 1,
        'method=GET,route=unmatched,status=404': 1,
        'method=GET,route=/api/daily-word,status=200': 1,
      });
      // Templates only: no challenge or practice id, nor an unknown path, becomes a label value.
      expect(text).not.toContain(id);
      expect(text).not.toContain(practice.id);
      expect(text).not.toContain('no-such-route');

      expect(series(samples, 'hexle_rate_limited_requests_total')).toEqual({ 'route=/api/validate': 1 });
      expect(series(samples, 'hexle_guesses_total')).toEqual({
        'game=daily': 8,
        'game=archive': 1,
        'game=challenge': 1,
        'game=practice': 1,
      });
      expect(series(samples, 'hexle_wins_total')).toEqual({
        'game=daily': 1,
        'game=archive': 0,
        'game=challenge': 1,
        'game=practice': 0,
      });
      expect(series(samples, 'hexle_losses_total')).toEqual({
        'game=daily': 1,
        'game=archive': 0,
        'game=challenge': 0,
        'game=practice': 0,
      });

      // The latency histogram has the same series, each with its buckets, count and sum.
      const checked = 'method=POST,route=/api/check-guess,status=200';
      expect(series(samples, 'hexle_http_request_duration_seconds_count')[checked]).toBe(8);
      const buckets = series(samples, 'hexle_http_request_duration_seconds_bucket');
      expect(buckets[`le=+Inf,${checked}`]).toBe(8);
      expect(buckets[`le=0.001,${checked}`]).toBeLessThanOrEqual(buckets[`le=10,${checked}`]);
      expect(Object.keys(buckets).filter((key) => key.endsWith(checked))).toHaveLength(14);
      const seconds = series(samples, 'hexle_http_request_duration_seconds_sum')[checked];
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThan(30);

      // The state read at scrape time.
      const runway = (await t.app.get(WordStatsService).stats('UTC')).runway_days;
      expect(runway).toBeGreaterThan(0);
      expect(series(samples, 'hexle_database_up')).toEqual({ '': 1 });
      expect(series(samples, 'hexle_word_list_runway_days')).toEqual({ '': runway });
      // Node's process metrics come along.
      expect(samples.some((sample) => sample.name === 'process_cpu_user_seconds_total')).toBe(true);
      expect(samples.some((sample) => sample.name === 'nodejs_eventloop_lag_seconds')).toBe(true);

      // Every metric of the game's own is in the operators' list.
      const documented = await readFile(path.join(repositoryRoot, 'docs/metrics.md'), 'utf8');
      const families = new Set(
        samples
          .map((sample) => sample.name.replace(/_(bucket|sum|count)$/, ''))
          .filter((name) => name.startsWith('hexle_')),
      );
      expect(families.size).toBeGreaterThan(8);
      for (const family of families)
        expect({ family, documented: documented.includes(`\`${family}\``) }).toEqual({ family, documented: true });

      // The scrape itself is not an API request.
      const again = await scrape(port);
      expect(series(again.samples, 'hexle_http_requests_total')).toEqual(series(samples, 'hexle_http_requests_total'));
    });

    it('answers JSON 404 on any other path and 405 to other methods; the API port has no /metrics', async () => {
      const other = await fetch(`http://127.0.0.1:${port}/`);
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ error: 'Not found', code: 'not_found' });
      const posted = await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' });
      expect(posted.status).toBe(405);
      expect(posted.headers.get('allow')).toBe('GET, HEAD');
      await http.get('/metrics').expect(404);
      await http.get('/api/metrics').expect(404);
    });
  });

  describe('with the database', () => {
    let database: TestDatabase;
    let proxy: OutageProxy;
    let t: TestApp;

    beforeAll(async () => {
      database = await createTestDatabase();
      proxy = await OutageProxy.start(database.url);
    });
    afterAll(async () => {
      await t?.close();
      await proxy.stop();
      await database.drop();
    });

    it('reports it down while it is unreachable, quickly, and up again once it is back', async () => {
      t = await startTestApp(
        { ...METRICS_ON, DATABASE_URL: proxy.urlFor(database.url), DB_CONNECT_TIMEOUT_MS: '500' },
        { database },
      );
      const port = metricsPort(t);
      // Up once the first connection is made (on a busy machine the very first can take its 2 s).
      await waitFor(async () => series((await scrape(port)).samples, 'hexle_database_up')[''] === 1);

      proxy.takeDown();
      const started = Date.now();
      const down = (await scrape(port)).samples;
      expect(Date.now() - started).toBeLessThan(3000);
      expect(series(down, 'hexle_database_up')).toEqual({ '': 0 });

      proxy.bringUp();
      await waitFor(async () => series((await scrape(port)).samples, 'hexle_database_up')[''] === 1);
    });
  });

  it('listens nowhere and registers no request hook without METRICS_PORT', async () => {
    const before = listeningServers();
    const t = await startTestApp();
    try {
      // The API's own port, and nothing else.
      expect(listeningServers()).toBe(before + 1);
      expect(t.app.get(METRICS_REGISTRY)).toBeNull();
      expect(middlewareNames(t)).not.toContain('measureRequest');
      await request(t.app.getHttpServer()).get('/metrics').expect(404);
    } finally {
      await t.close();
    }
    const on = await startTestApp(METRICS_ON);
    try {
      expect(listeningServers()).toBe(before + 2);
      expect(middlewareNames(on)).toContain('measureRequest');
    } finally {
      await on.close();
    }
    // Closing the application closed its metrics port too.
    expect(listeningServers()).toBe(before);
  });

  it('refuses to start, naming the setting, when the metrics port is taken', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    const database = await createTestDatabase();
    const config = loadConfig({
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      METRICS_PORT: String(port),
      METRICS_HOST: '127.0.0.1',
    });
    const app = await createApp(config, createLogger('silent'));
    try {
      await expect(app.listen(0, '127.0.0.1')).rejects.toThrow(
        `The metrics endpoint cannot listen on 127.0.0.1:${port} (METRICS_HOST, METRICS_PORT): the port is already in use`,
      );
    } finally {
      await app.close().catch(() => undefined);
      await new Promise((resolve) => taken.close(resolve));
      await database.drop();
    }
  });
});
