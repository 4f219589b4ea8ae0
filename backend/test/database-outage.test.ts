import request from 'supertest';
import { createTestDatabase, type TestDatabase } from './support/databases.js';
import { startTestApp, type TestApp, waitFor } from './support/test-app.js';
import { OutageProxy } from './support/tcp-proxy.js';

describe('when PostgreSQL goes away', () => {
  let database: TestDatabase;
  let proxy: OutageProxy;
  let t: TestApp;
  let http: ReturnType<typeof request>;
  const env = () => ({
    DATABASE_URL: proxy.urlFor(database.url),
    DB_CONNECT_TIMEOUT_MS: '500',
    WORD_LIST_REFRESH_SECONDS: '1',
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await OutageProxy.start(database.url);
  });
  afterEach(async () => {
    proxy.bringUp();
    await t?.close();
  });
  afterAll(async () => {
    await proxy.stop();
    await database.drop();
  });

  const checkGuess = (gameNumber: number) =>
    http.post('/api/check-guess').send({ guess: 'planet', game_number: gameNumber, timezone: 'UTC' });

  it('answers 503 quickly, keeps warm games playable, and recovers by itself', async () => {
    t = await startTestApp(env(), { database });
    http = request(t.app.getHttpServer());
    await checkGuess(326).expect(200); // warms today's game

    proxy.takeDown();
    const started = Date.now();
    const health = await http.get('/api/health').expect(503);
    expect(health.body).toEqual({ error: 'Database unavailable', code: 'database_unavailable' });
    expect(Date.now() - started).toBeLessThan(3000);

    // Word lists and today's answer are in memory: the game goes on.
    await checkGuess(326).expect(200);
    expect((await http.post('/api/validate').send({ guess: 'bridge', timezone: 'UTC' }).expect(200)).body).toEqual({
      valid: true,
    });
    await http.get('/api/daily-word?timezone=UTC').expect(200);

    // A new day needs the database.
    t.clock.set('2026-11-23T12:00:00Z');
    const failed = await checkGuess(327).expect(503);
    expect(failed.body).toEqual({ error: expect.stringContaining('temporarily unavailable'), code: 'unavailable' });
    await http.get('/api/word-stats').expect(503);

    proxy.bringUp();
    await waitFor(async () => (await http.get('/api/health')).status === 200);
    await checkGuess(327).expect(200);
    // Its three queries may each meet a pooled connection the outage broke; each is dropped as it fails.
    await waitFor(async () => (await http.get('/api/word-stats')).status === 200);
  });

  it('fails the health check quickly when the database stops answering on open connections', async () => {
    t = await startTestApp(env(), { database });
    http = request(t.app.getHttpServer());
    await http.get('/api/health').expect(200);

    proxy.freeze();
    const started = Date.now();
    await http.get('/api/health').expect(503);
    expect(Date.now() - started).toBeLessThan(4000);
    proxy.takeDown(); // drops the silent connections, as a TCP keepalive would in the end
  });

  it('starts while the database is down and serves once it is back', async () => {
    proxy.takeDown();
    t = await startTestApp(env(), { database });
    http = request(t.app.getHttpServer());
    await http.get('/api/health').expect(503);
    await http.post('/api/validate').send({ guess: 'bridge', timezone: 'UTC' }).expect(503);

    proxy.bringUp();
    await waitFor(
      async () => (await http.post('/api/validate').send({ guess: 'bridge', timezone: 'UTC' })).status === 200,
    );
    expect((await http.post('/api/validate').send({ guess: 'bridge', timezone: 'UTC' })).body).toEqual({ valid: true });
  });
});
