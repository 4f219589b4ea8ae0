import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('rate limit on the POST routes', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const validate = (http: ReturnType<typeof request>, forwardedFor?: string) => {
    const call = http.post('/api/validate').send({ guess: 'planet', timezone: 'UTC' });
    return forwardedFor ? call.set('X-Forwarded-For', forwardedFor) : call;
  };

  it('answers 429 with a JSON error past the limit, counting validate and check-guess together', async () => {
    t = await startTestApp({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });
    const http = request(t.app.getHttpServer());
    const first = await validate(http).expect(200);
    expect(first.headers['ratelimit']).toMatch(/^limit=3, remaining=2, reset=(59|60)$/);
    expect(first.headers['ratelimit-policy']).toBe('3;w=60');
    await validate(http).expect(200);
    await http.post('/api/check-guess').send({ guess: 'planet', game_number: 326, timezone: 'UTC' }).expect(200);
    const limited = await validate(http).expect(429);
    expect(limited.body).toEqual({ error: 'Too many requests. Please wait a moment and try again.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['ratelimit']).toMatch(/^limit=3, remaining=0, reset=\d+$/);
    // GET routes are not limited.
    await http.get('/api/daily-word?timezone=UTC').expect(200);
  });

  it('counts malformed bodies too', async () => {
    t = await startTestApp({ RATE_LIMIT_MAX: '2' });
    const http = request(t.app.getHttpServer());
    const broken = () => http.post('/api/validate').set('Content-Type', 'application/json').send('{oops');
    await broken().expect(400);
    await broken().expect(400);
    await broken().expect(429);
    await validate(http).expect(429);
  });

  it('tells clients behind a trusted proxy apart by their forwarded address', async () => {
    t = await startTestApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: 'loopback' });
    const http = request(t.app.getHttpServer());
    await validate(http, '203.0.113.1').expect(200);
    await validate(http, '203.0.113.1').expect(200);
    await validate(http, '203.0.113.1').expect(429);
    await validate(http, '203.0.113.2').expect(200);
    await validate(http, '198.51.100.7, 203.0.113.1').expect(429);
  });

  it('ignores a forwarded address from a peer that is not a trusted proxy', async () => {
    t = await startTestApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: 'false' });
    const http = request(t.app.getHttpServer());
    await validate(http, '203.0.113.1').expect(200);
    await validate(http, '203.0.113.2').expect(200);
    await validate(http, '203.0.113.3').expect(429);
  });
});
