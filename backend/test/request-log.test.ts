import request from 'supertest';
import { LogCapture, ManualClock, startTestApp, type TestApp } from './support/test-app.js';

/** Each reading of the time moves it on, so every request seems to take `stepMs`. */
class SlowClock extends ManualClock {
  constructor(
    at: string,
    private readonly stepMs: number,
  ) {
    super(Date.parse(at));
  }
  override now(): number {
    const now = super.now();
    this.advance(this.stepMs);
    return now;
  }
}

describe('the request log', () => {
  let t: TestApp;
  let log: LogCapture;
  let http: ReturnType<typeof request>;
  afterEach(() => t.close());

  const start = async (options: { clock?: ManualClock } = {}, env: Record<string, string> = {}) => {
    log = new LogCapture();
    t = await startTestApp({ LOG_LEVEL: 'info', ...env }, { log, ...options });
    http = request(t.app.getHttpServer());
    log.lines.length = 0; // start-up lines
  };
  const requestLines = () => log.lines.filter((line) => 'req' in line);

  it('leaves no line for a successful request, health checks included', async () => {
    await start();
    await http.get('/api/daily-word?timezone=UTC').expect(200);
    await http.post('/api/validate').send({ guess: 'planet', timezone: 'UTC' }).expect(200);
    await http.post('/api/check-guess').send({ guess: 'planet', game_number: 326, timezone: 'UTC' }).expect(200);
    await http.get('/api/health').expect(200);
    expect(requestLines()).toEqual([]);
  });

  it('logs every failed request as one JSON line at info level', async () => {
    await start();
    await http.post('/api/validate').send({ guess: 'plane', timezone: 'UTC' }).expect(400);
    await http.get('/api/nope?timezone=UTC').expect(404);
    const lines = requestLines();
    expect(lines).toEqual([
      {
        level: 30,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        service: 'hexle-api',
        reqId: expect.any(Number),
        req: { method: 'POST', url: '/api/validate' },
        res: { status: 400 },
        responseTime: expect.any(Number),
        msg: 'request completed',
      },
      expect.objectContaining({
        level: 30,
        req: { method: 'GET', url: '/api/nope?timezone=UTC' },
        res: { status: 404 },
        msg: 'request completed',
      }),
    ]);
    expect(Object.keys(lines[0])).toEqual(['level', 'time', 'service', 'reqId', 'req', 'res', 'responseTime', 'msg']);
    expect(lines[1].reqId).toBeGreaterThan(lines[0].reqId as number);
  });

  it('logs a server error with the error', async () => {
    // Nothing listens on port 1: the database is down.
    await start({}, { DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/hexle', DB_CONNECT_TIMEOUT_MS: '500' });
    await http.get('/api/health').expect(503);
    const [line] = requestLines();
    expect(line).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/api/health' },
      res: { status: 503 },
      err: { type: 'Error', message: 'failed with status code 503' },
      msg: 'request errored',
    });
    expect(Object.keys(line)).toEqual([
      'level',
      'time',
      'service',
      'reqId',
      'req',
      'res',
      'err',
      'responseTime',
      'msg',
    ]);
  });

  it('logs a successful request that took a second or more', async () => {
    await start({ clock: new SlowClock('2026-11-22T12:00:00Z', 1000) });
    await http.get('/api/daily-word?timezone=UTC').expect(200);
    const [line] = requestLines();
    expect(line).toMatchObject({ res: { status: 200 }, msg: 'request completed' });
    expect(line.responseTime).toBeGreaterThanOrEqual(1000);
  });

  const bad = (from: string) =>
    http.post('/api/validate').set('X-Forwarded-For', from).send({ guess: 'plane', timezone: 'UTC' }).expect(400);

  it("writes a client's flood of client errors as a few lines and one summary a period", async () => {
    await start();
    for (let i = 0; i < 60; i++) await bad('203.0.113.1');
    expect(requestLines()).toHaveLength(5);
    t.clock.advance(10_000);
    await http.get('/api/nope?timezone=UTC').expect(404);
    const summary = log.lines.find((line) => line.msg === 'client error lines suppressed');
    expect(summary).toMatchObject({ level: 30, suppressed: 55, statuses: { '400': 55 }, periodSeconds: 10 });
    expect(requestLines()).toHaveLength(6);
  });

  it("still writes other clients' client errors during one client's flood", async () => {
    await start();
    for (let i = 0; i < 60; i++) await bad('2001:db8:1:100::1');
    // Its first 5 lines, then one each for an IPv4 client and another /56 of the same /48.
    expect(requestLines()).toHaveLength(5);
    await bad('203.0.113.2');
    await bad('2001:db8:1:200::1');
    expect(requestLines()).toHaveLength(7);
  });

  it("still writes every other network's lines while ten addresses flood", async () => {
    await start();
    for (let i = 0; i < 100; i++) await bad(`198.51.${i % 10}.1`);
    // 5 lines from each flooding address: the period's pool of 50 is spent.
    expect(requestLines()).toHaveLength(50);
    for (const other of ['203.0.113.2', '203.0.114.2', '2001:db8:2::1', '2001:db8:3::1']) await bad(other);
    expect(requestLines()).toHaveLength(54);
    expect(
      requestLines()
        .slice(50)
        .map((line) => [line.res, line.msg]),
    ).toEqual(Array.from({ length: 4 }, () => [{ status: 400 }, 'request completed']));
  });

  it('bounds the lines of a network, however many of its addresses send errors', async () => {
    await start();
    for (let client = 10; client < 22; client++) for (let i = 0; i < 6; i++) await bad(`203.0.113.${client}`);
    expect(requestLines()).toHaveLength(10);
  });

  it('bounds the lines of a period: the pool, and a first line per network', async () => {
    await start();
    for (let network = 10; network < 25; network++) for (let i = 0; i < 6; i++) await bad(`203.0.${network}.1`);
    // Each of the 15 networks' first line, and the pool's 50 (15 × 4 more were asked for).
    expect(requestLines()).toHaveLength(15 + 50);
  });

  it('keeps only the start of a long URL', async () => {
    await start();
    await http.get(`/api/nope?timezone=UTC&pad=${'x'.repeat(4000)}`).expect(404);
    const [line] = requestLines();
    const url = (line.req as { url: string }).url;
    expect(url.length).toBe(513);
    expect(url.startsWith('/api/nope?timezone=UTC&pad=xxx')).toBe(true);
  });
});
