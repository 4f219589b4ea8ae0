import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from './support/databases.js';
import { OutageProxy } from './support/tcp-proxy.js';
import { LogCapture, startTestApp, type TestApp } from './support/test-app.js';

// The Redis every test machine runs.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate-limit budgets shared through Redis', () => {
  let database: TestDatabase;
  let redis: Redis;
  let keyPrefix: string;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await database.drop();
    await redis.quit();
  });
  beforeEach(() => {
    keyPrefix = `hexle-test:${randomUUID()}:`;
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length) await redis.del(...keys);
  });

  async function start(env: Record<string, string>, log?: LogCapture): Promise<TestApp> {
    const app = await startTestApp(
      { REDIS_URL, REDIS_KEY_PREFIX: keyPrefix, RATE_LIMIT_MAX: '3', ...env },
      { database, log },
    );
    apps.push(app);
    return app;
  }

  const validate = (app: TestApp) =>
    request(app.app.getHttpServer()).post('/api/validate').send({ guess: 'planet', timezone: 'UTC' });

  it('gives a client one budget across two API processes, with headers that agree', async () => {
    const [a, b] = [await start({}), await start({})];
    const first = await validate(a).expect(200);
    expect(first.headers['ratelimit']).toBe('limit=3, remaining=2, reset=20');
    expect(first.headers['ratelimit-policy']).toBe('3;w=60');
    expect((await validate(b).expect(200)).headers['ratelimit']).toMatch(/remaining=1,/);
    await validate(a).expect(200);
    const limited = await validate(b).expect(429);
    expect(limited.body).toEqual({
      error: 'Too many requests. Please wait a moment and try again.',
      code: 'rate_limited',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await validate(a).expect(429);
    // The bucket lives in Redis under the operator's prefix: one key for the client, a field per
    // budget, kept as long as the budget takes to refill.
    const keys = await redis.keys(`${keyPrefix}*`);
    expect(keys).toEqual([`${keyPrefix}127.0.0.1`]);
    expect(await redis.hkeys(keys[0])).toEqual(['post']);
    expect(await redis.pttl(keys[0])).toBeGreaterThan(55_000);
    expect(await redis.pttl(keys[0])).toBeLessThanOrEqual(60_000);
  });

  it('keeps one key per client however many budgets it spends', async () => {
    const app = await start({ RATE_LIMIT_MAX: '100', GET_RATE_LIMIT_MAX: '100', CHALLENGE_RATE_LIMIT_MAX: '5' });
    const http = request(app.app.getHttpServer());
    await http.get('/api/daily-word?timezone=UTC').expect(200);
    await validate(app).expect(200);
    await http.post('/api/challenges').send({ word: 'flower', timezone: 'UTC' }).expect(201);
    expect(await redis.keys(`${keyPrefix}*`)).toEqual([`${keyPrefix}127.0.0.1`]);
    expect((await redis.hkeys(`${keyPrefix}127.0.0.1`)).sort()).toEqual(
      expect.arrayContaining(['challenge', 'get', 'post']),
    );
  });

  it('lets a burst across the old window edge through once, counted atomically by both processes', async () => {
    const [a, b] = [await start({ RATE_LIMIT_MAX: '20' }), await start({ RATE_LIMIT_MAX: '20' })];
    const statuses = await Promise.all(Array.from({ length: 50 }, (_, i) => validate(i % 2 ? a : b)));
    expect(statuses.filter((response) => response.status === 200)).toHaveLength(20);
  });

  it('says at start that budgets are shared, without the password, and so does the health check', async () => {
    const log = new LogCapture();
    const url = new URL(REDIS_URL);
    url.username = 'default';
    url.password = 'not-the-password';
    // A local Redis without a password takes any password for the default user (Redis 6+).
    const app = await start({ LOG_LEVEL: 'info', REDIS_URL: url.toString() }, log);
    const line = log.lines.find((entry) => entry.msg === 'Rate-limit budgets are shared through Redis');
    expect(line).toMatchObject({ level: 30 });
    expect(String(line?.redis)).not.toContain('not-the-password');
    expect((await request(app.app.getHttpServer()).get('/api/health').expect(200)).body).toEqual({
      status: 'ok',
      database: 'up',
      rate_limits: 'shared',
    });
  });

  it('keeps the budget when a process restarts', async () => {
    const a = await start({});
    for (let i = 0; i < 3; i++) await validate(a).expect(200);
    await apps.splice(0)[0].close();
    await validate(await start({})).expect(429);
  });

  it('shares the challenge budget too, apart from the POST budget', async () => {
    const env = { RATE_LIMIT_MAX: '100', CHALLENGE_RATE_LIMIT_MAX: '1' };
    const [a, b] = [await start(env), await start(env)];
    const create = (app: TestApp) =>
      request(app.app.getHttpServer()).post('/api/challenges').send({ word: 'flower', timezone: 'UTC' });
    await create(a).expect(201);
    await create(b).expect(429);
    await validate(b).expect(200);
  });

  it('counts in each process when Redis is unreachable from the start, and says so', async () => {
    const log = new LogCapture();
    // Nothing listens on port 9 of the loopback.
    const app = await start({ REDIS_URL: 'redis://127.0.0.1:9', LOG_LEVEL: 'warn' }, log);
    const started = Date.now();
    for (let i = 0; i < 3; i++) await validate(app).expect(200);
    await validate(app).expect(429);
    expect(Date.now() - started).toBeLessThan(2000);
    const messages = log.lines.map((line) => line.msg);
    expect(messages).toContain(
      'Redis does not answer at start: rate-limit budgets are counted in each process until it does',
    );
    expect(log.lines.find((line) => String(line.msg).startsWith('Redis does not answer'))).toMatchObject({
      level: 40,
      redis: 'redis://127.0.0.1:9',
    });
    expect((await request(app.app.getHttpServer()).get('/api/health').expect(200)).body).toMatchObject({
      rate_limits: 'per-process',
    });
    expect(messages).toContain('Redis is unreachable');
    expect(messages).toContain('Redis did not answer: counting rate-limit budgets in this process until it does');
  });

  it('answers at once while Redis is down or frozen, and shares the budget again once it is back', async () => {
    const proxy = await OutageProxy.start(REDIS_URL);
    try {
      const log = new LogCapture();
      const via = proxy.urlFor(REDIS_URL);
      const env = { REDIS_URL: via, REDIS_TIMEOUT_MS: '200', RATE_LIMIT_MAX: '5', LOG_LEVEL: 'info' };
      const [a, b] = [await start(env, log), await start({ ...env, LOG_LEVEL: 'silent' })];
      await validate(a).expect(200);
      await validate(b).expect(200);

      // Frozen: connections stay open but nothing answers. Each request waits at most the timeout.
      proxy.freeze();
      const frozenAt = Date.now();
      await validate(a).expect(200);
      expect(Date.now() - frozenAt).toBeLessThan(1500);
      // The connection still looks up, but its commands go unanswered: the health check says so.
      expect((await request(a.app.getHttpServer()).get('/api/health').expect(200)).body).toMatchObject({
        rate_limits: 'per-process',
      });

      // Down: each process counts on its own, so the game goes on and the budget still holds.
      proxy.takeDown();
      for (let i = 0; i < 4; i++) await validate(a).expect(200);
      await validate(a).expect(429);
      await validate(b).expect(200);

      // Back: both processes reconnect and spend from the one bucket in Redis again.
      proxy.bringUp();
      const key = `${keyPrefix}127.0.0.1`;
      const tat = async () => Number(await redis.hget(key, 'post'));
      const spendsInRedis = async (app: TestApp) => {
        await redis.del(key);
        await validate(app);
        return (await redis.exists(key)) === 1;
      };
      for (const app of [a, b]) {
        const deadline = Date.now() + 8000;
        while (!(await spendsInRedis(app))) {
          if (Date.now() > deadline) throw new Error('the budget was not shared again');
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      // Each request moves the bucket's refill instant one interval (60 s / 5) later.
      const counted = await tat();
      await validate(a).expect(200);
      expect((await tat()) - counted).toBe(12_000_000);
      expect(log.lines.map((line) => line.msg)).toEqual(
        expect.arrayContaining(['Redis is unreachable', 'Redis is reachable again']),
      );
    } finally {
      await proxy.stop();
    }
  }, 20_000);
});
