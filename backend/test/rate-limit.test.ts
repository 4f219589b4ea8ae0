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
    // The budget refills evenly: one request every 20 s brings it back whole.
    expect(first.headers['ratelimit']).toBe('limit=3, remaining=2, reset=20');
    expect(first.headers['ratelimit-policy']).toBe('3;w=60');
    await validate(http).expect(200);
    await http.post('/api/check-guess').send({ guess: 'planet', game_number: 326, timezone: 'UTC' }).expect(200);
    const limited = await validate(http).expect(429);
    expect(limited.body).toEqual({
      error: 'Too many requests. Please wait a moment and try again.',
      code: 'rate_limited',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['ratelimit']).toBe('limit=3, remaining=0, reset=60');
    expect(limited.headers['retry-after']).toBe('20');
    // Reads have a budget of their own.
    await http.get('/api/daily-word?timezone=UTC').expect(200);
    t.clock.advance(20_000);
    await validate(http).expect(200);
    await validate(http).expect(429);
  });

  it('lets at most the budget and what refilled through a burst at any moment', async () => {
    t = await startTestApp({ RATE_LIMIT_MAX: '120', RATE_LIMIT_WINDOW_SECONDS: '60' });
    const http = request(t.app.getHttpServer());
    const burst = async (count: number) => {
      let passed = 0;
      for (let i = 0; i < count; i++) if ((await validate(http)).status === 200) passed += 1;
      return passed;
    };
    // A fixed window let 239 through in 1.66 s: a budget just before its end, another just after.
    t.clock.advance(59_170);
    const before = await burst(130);
    t.clock.advance(1_660);
    const after = await burst(130);
    expect(before).toBe(120);
    expect(before + after).toBeLessThanOrEqual(124);
  });

  it('gives reads a generous budget of their own', async () => {
    t = await startTestApp({ RATE_LIMIT_MAX: '2', GET_RATE_LIMIT_MAX: '5' });
    const http = request(t.app.getHttpServer());
    for (let i = 0; i < 5; i++) await http.get('/api/daily-word?timezone=UTC').expect(200);
    const limited = await http.get('/api/daily-word?timezone=UTC').expect(429);
    expect(limited.body).toEqual({
      error: 'Too many requests. Please wait a moment and try again.',
      code: 'rate_limited',
    });
    expect(limited.headers['ratelimit-policy']).toBe('5;w=60');
    await validate(http).expect(200);
  });

  it('shares a larger budget between the /56 blocks of one IPv6 /48', async () => {
    t = await startTestApp({ RATE_LIMIT_MAX: '3', NETWORK_RATE_LIMIT_MAX: '8' });
    const http = request(t.app.getHttpServer());
    const statuses: number[] = [];
    // Four /56 blocks of 2001:db8:aa::/48, each spending its whole budget.
    for (const block of ['00', '01', '02', 'ff'])
      for (let i = 0; i < 3; i++) statuses.push((await validate(http, `2001:db8:aa:${block}00::${i + 1}`)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(8);
    // Another /48 is untouched, and so is an IPv4 client.
    await validate(http, '2001:db8:bb:100::1').expect(200);
    await validate(http, '203.0.113.9').expect(200);
  });

  it("does not let one /56's refused requests spend its /48's budget", async () => {
    t = await startTestApp({ RATE_LIMIT_MAX: '3', NETWORK_RATE_LIMIT_MAX: '8' });
    const http = request(t.app.getHttpServer());
    // One block keeps sending long after its own budget refuses it.
    for (let i = 0; i < 30; i++) await validate(http, '2001:db8:cc:100::1');
    // Its neighbours in the /48 still have the 5 requests the network budget has left.
    const statuses: number[] = [];
    for (const block of ['2', '3'])
      for (let i = 0; i < 3; i++) statuses.push((await validate(http, `2001:db8:cc:${block}00::1`)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
  });

  it('counts a forwarded value that is not an address against the peer that sent it', async () => {
    t = await startTestApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: 'loopback' });
    const http = request(t.app.getHttpServer());
    await validate(http, 'x'.repeat(7000)).expect(200);
    await validate(http, 'not-an-address').expect(200);
    // Both were the loopback peer's: its own requests are now refused, other addresses are not.
    await validate(http).expect(429);
    await validate(http, '203.0.113.1').expect(200);
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

describe('requests a page of another site makes a browser send', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('are refused before they count against any budget, and clients that are not browsers still play', async () => {
    t = await startTestApp({ RATE_LIMIT_MAX: '2', GET_RATE_LIMIT_MAX: '2' });
    const http = request(t.app.getHttpServer());
    for (let i = 0; i < 5; i++) {
      // What `fetch(url, { mode: 'no-cors', method: 'POST', body: 'x' })` sends from another site.
      const simple = await http
        .post('/api/check-guess')
        .set('Content-Type', 'text/plain;charset=UTF-8')
        .set('Sec-Fetch-Site', 'cross-site')
        .send('x');
      expect(simple.status).toBe(403);
      expect(simple.body).toEqual({ error: expect.any(String), code: 'cross_site' });
      // The same from a browser that sends no Sec-Fetch-Site (an older one, or a form).
      const untyped = await http.post('/api/challenges').set('Content-Type', 'text/plain').send('x');
      expect(untyped.status).toBe(415);
      expect(untyped.body).toEqual({ error: expect.any(String), code: 'unsupported_media_type' });
      const form = await http.post('/api/transfers').type('form').send({ a: 'b' });
      expect(form.status).toBe(415);
      await http.get('/api/daily-word?timezone=UTC').set('Sec-Fetch-Site', 'cross-site').expect(403);
    }
    // Every budget is whole: two POSTs and two reads, from the game and from curl alike.
    await http
      .post('/api/validate')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ guess: 'planet', timezone: 'UTC' })
      .expect(200);
    await http
      .post('/api/validate')
      .set('Content-Type', 'application/json; charset=utf-8')
      .send('{"guess":"planet","timezone":"UTC"}')
      .expect(200);
    await http.post('/api/validate').send({ guess: 'planet', timezone: 'UTC' }).expect(429);
    await http.get('/api/daily-word?timezone=UTC').set('Sec-Fetch-Site', 'same-origin').expect(200);
    await http.get('/api/daily-word?timezone=UTC').expect(200);
  });
});
