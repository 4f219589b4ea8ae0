import request from 'supertest';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { TransfersService } from '../src/transfers/transfers.service.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const record = {
  statistics: {
    gamesPlayed: 12,
    gamesWon: 10,
    currentStreak: 4,
    maxStreak: 6,
    guessDistribution: [0, 1, 3, 4, 1, 1, 0],
  },
  settings: { hardMode: true },
  theme: 'dark',
  game: { date: '2026-11-22', gameNumber: 326, guesses: ['PLANET'], gameState: 'playing' },
};

const CODE = /^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{5}-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{5}$/;

describe('moving a record to another device', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  const offer = (body: object = {}) => http.post('/api/transfers').send({ timezone: 'UTC', payload: record, ...body });
  const claim = (code: unknown) => http.post('/api/transfers/claim').send({ timezone: 'UTC', code });
  const rows = () => t.app.get(PrismaService).client.transfer.findMany();

  beforeAll(async () => {
    // The budget of transfer requests is tested on its own below.
    t = await startTestApp({ TRANSFER_RATE_LIMIT_MAX: '1000' });
    http = request(t.app.getHttpServer());
  });
  afterAll(() => t.close());

  it('holds the record under a short code for ten minutes and hands it out once', async () => {
    const created = await offer().expect(201);
    expect(created.body).toEqual({ code: expect.stringMatching(CODE), expires_at: '2026-11-22T12:10:00.000Z' });
    const claimed = await claim(created.body.code).expect(200);
    expect(claimed.body).toEqual({ payload: record });
    const again = await claim(created.body.code).expect(410);
    expect(again.body).toEqual({
      error: 'This transfer code has already been used: make a new code on the other device',
      code: 'transfer_code_used',
    });
  });

  it('reads the code as a player types it: any case, spaces or no hyphen, O for 0 and I or L for 1', async () => {
    const { code } = (await offer().expect(201)).body as { code: string };
    const typed = code.toLowerCase().replace('-', ' ').replaceAll('0', 'o').replaceAll('1', 'l');
    expect((await claim(` ${typed} `).expect(200)).body).toEqual({ payload: record });
  });

  it('keeps only a hash of the code, and forgets the payload once claimed', async () => {
    const { code } = (await offer().expect(201)).body as { code: string };
    const stored = await rows();
    expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));
    await claim(code).expect(200);
    expect((await rows()).filter((row) => row.payload !== null)).toHaveLength(0);
  });

  it('tells an expired code apart, forgets its payload, and then the code itself', async () => {
    const { code } = (await offer().expect(201)).body as { code: string };
    t.clock.advance(10 * 60_000);
    const res = await claim(code).expect(410);
    expect(res.body).toEqual({
      error: 'This transfer code has expired (codes last 10 minutes): make a new code on the other device',
      code: 'transfer_code_expired',
    });
    await t.app.get(TransfersService).sweep();
    expect((await rows()).filter((row) => row.payload !== null)).toHaveLength(0);
    // It is told apart for another lifetime and a margin, 15 minutes after it expired...
    t.clock.advance(15 * 60_000);
    await t.app.get(TransfersService).sweep();
    await claim(code).expect(410);
    // ...and then nothing is left of it at all: a row lasts 25 minutes, not a day.
    t.clock.advance(1);
    await t.app.get(TransfersService).sweep();
    await claim(code).expect(404);
    t.clock.set('2026-11-22T12:00:00Z');
  });

  it('keeps a used code apart as long as an expired one, then forgets it', async () => {
    const { code } = (await offer().expect(201)).body as { code: string };
    await claim(code).expect(200);
    t.clock.advance(25 * 60_000);
    await t.app.get(TransfersService).sweep();
    expect((await claim(code).expect(410)).body.code).toBe('transfer_code_used');
    t.clock.advance(1);
    await t.app.get(TransfersService).sweep();
    await claim(code).expect(404);
    t.clock.set('2026-11-22T12:00:00Z');
  });

  it('is still claimable a moment before it expires', async () => {
    const { code } = (await offer().expect(201)).body as { code: string };
    t.clock.advance(10 * 60_000 - 1);
    await claim(code).expect(200);
    t.clock.set('2026-11-22T12:00:00Z');
  });

  it('hands a code out to exactly one of many racing claims', async () => {
    const { code } = (await offer().expect(201)).body as { code: string };
    const replies = await Promise.all(Array.from({ length: 12 }, () => claim(code)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 410)).toHaveLength(11);
  });

  it.each([
    ['ZZZZZ-ZZZZZ', 404, 'No transfer has this code: check it for typos, or make a new code on the other device'],
    ['ZZZZ', 400, 'A transfer code is 10 letters and digits, such as 7KQ2M-9XH4B'],
    ['UUUUU-UUUUU', 400, 'A transfer code is 10 letters and digits, such as 7KQ2M-9XH4B'],
    [42, 400, 'A transfer code is 10 letters and digits, such as 7KQ2M-9XH4B'],
    [undefined, 400, 'A transfer code is 10 letters and digits, such as 7KQ2M-9XH4B'],
    ['x'.repeat(41), 400, 'A transfer code is 10 letters and digits, such as 7KQ2M-9XH4B'],
  ])('answers the claim of %j with %i', async (code, status, error) => {
    const res = await claim(code);
    expect(res.status).toBe(status);
    // Whether the schema or the service finds a code malformed, the reply is the same.
    expect(res.body).toEqual({ error, code: status === 404 ? 'transfer_code_unknown' : 'transfer_code_malformed' });
  });

  it.each([
    [{ payload: undefined }, 'payload must be an object'],
    [{ payload: [record] }, 'payload must be an object'],
    [{ payload: 'statistics' }, 'payload must be an object'],
    [{ timezone: 'Nowhere' }, 'timezone must be an IANA time zone name such as Europe/Paris'],
  ])('refuses to hold %j', async (body, error) => {
    const res = await offer(body).expect(400);
    expect(res.body).toEqual({ error, code: 'invalid_body' });
  });

  it('refuses a payload nested thousands deep with a 400, and goes on serving', async () => {
    // 5,000 levels fit in 16 KB; written back as JSON they overflowed the call stack (a 500).
    const deep = `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const body = `{"timezone":"UTC","payload":${deep}}`;
    expect(body.length).toBeLessThan(t.config.transferBodyLimitBytes);
    const res = await http.post('/api/transfers').set('Content-Type', 'application/json').send(body).expect(400);
    expect(res.body).toEqual({ error: 'payload must not nest more than 16 levels deep', code: 'invalid_body' });
    await offer().expect(201);
  });

  it('refuses a record that would be kept larger than TRANSFER_BODY_LIMIT_BYTES once written back', async () => {
    // "1e20" is 4 bytes of the body and 21 once written back as JSON: 15 KB of body, 66 KB kept.
    const body = `{"timezone":"UTC","payload":{"n":[${Array.from({ length: 3000 }, () => '1e20').join(',')}]}}`;
    expect(body.length).toBeLessThan(t.config.transferBodyLimitBytes);
    const res = await http.post('/api/transfers').set('Content-Type', 'application/json').send(body).expect(413);
    expect(res.body).toEqual({ error: 'Request body is too large', code: 'body_too_large' });
  });

  it('takes a large record on the upload route however its path is written, as Express routes it', async () => {
    const history = Array.from({ length: 150 }, (_, i) => ({ gameNumber: i, guesses: ['PLANET', 'BRIDGE'] }));
    const large = { timezone: 'UTC', payload: { ...record, history } };
    expect(JSON.stringify(large).length).toBeGreaterThan(4 * t.config.bodyLimitBytes);
    for (const path of ['/api/transfers/', '/API/Transfers', '/api/transfers?from=link'])
      await http.post(path).send(large).expect(201);
    // The claim route is not an upload: it keeps the smaller limit of every other route.
    await http.post('/api/transfers/claim').send(large).expect(413);
  });

  it('takes a record larger than other routes accept, up to its own limit', async () => {
    const history = Array.from({ length: 150 }, (_, i) => ({ gameNumber: i, guesses: ['PLANET', 'BRIDGE'] }));
    const large = { ...record, history };
    expect(JSON.stringify(large).length).toBeGreaterThan(4 * t.config.bodyLimitBytes);
    const { code } = (await offer({ payload: large }).expect(201)).body as { code: string };
    expect((await claim(code).expect(200)).body.payload).toEqual(large);
    const tooLarge = { ...record, padding: 'x'.repeat(t.config.transferBodyLimitBytes) };
    expect((await offer({ payload: tooLarge }).expect(413)).body).toEqual({
      error: 'Request body is too large',
      code: 'body_too_large',
    });
    // Other routes keep their own, smaller limit.
    await http
      .post('/api/validate')
      .send({ guess: 'planet', timezone: 'UTC', padding: 'x'.repeat(2000) })
      .expect(413);
  });
});

describe('transfer codes under the rate limit', () => {
  it('share a tight budget per client between making and claiming codes', async () => {
    const t = await startTestApp({ TRANSFER_RATE_LIMIT_MAX: '3', RATE_LIMIT_MAX: '20' });
    try {
      const http = request(t.app.getHttpServer());
      const claim = (from: string) =>
        http.post('/api/transfers/claim').set('X-Forwarded-For', from).send({ timezone: 'UTC', code: 'ZZZZZ-ZZZZZ' });
      await http
        .post('/api/transfers')
        .set('X-Forwarded-For', '203.0.113.1')
        .send({ timezone: 'UTC', payload: record })
        .expect(201);
      await claim('203.0.113.1').expect(404);
      await claim('203.0.113.1').expect(404);
      const limited = await claim('203.0.113.1').expect(429);
      expect(limited.body).toEqual({
        error: 'Too many requests. Please wait a moment and try again.',
        code: 'rate_limited',
      });
      await claim('203.0.113.2').expect(404);
      // The game's own routes keep their budget.
      await http
        .post('/api/validate')
        .set('X-Forwarded-For', '203.0.113.1')
        .send({ guess: 'planet', timezone: 'UTC' })
        .expect(200);
    } finally {
      await t.close();
    }
  });
});

describe('guessing transfer codes', () => {
  it("gives one client at most 100 tries in a code's 10 minutes, with the default budgets", async () => {
    const t = await startTestApp();
    try {
      const http = request(t.app.getHttpServer());
      await http
        .post('/api/transfers')
        .set('X-Forwarded-For', '203.0.113.1')
        .send({ timezone: 'UTC', payload: record })
        .expect(201);
      const expiresAt = t.clock.now() + 10 * 60_000;
      let tries = 0;
      // Another client guesses as often as it is let, every second of the code's lifetime (a
      // budget keeps what refills while it waits, so trying more often finds no more).
      for (; t.clock.now() < expiresAt; t.clock.advance(1000))
        for (;;) {
          const res = await http
            .post('/api/transfers/claim')
            .set('X-Forwarded-For', '203.0.113.2')
            .send({ timezone: 'UTC', code: 'ZZZZZ-ZZZZZ' });
          if (res.status === 429) break;
          expect(res.status).toBe(404);
          tries += 1;
        }
      // TRANSFER_RATE_LIMIT_MAX (10) a minute for 10 minutes; the shared budget alone let 109 through.
      expect(tries).toBe(100);
    } finally {
      await t.close();
    }
  });
});

describe('the records all transfer codes hold together', () => {
  const STORE_LIMIT = 1024;
  const size = Buffer.byteLength(JSON.stringify(record));
  const fitting = Math.floor(STORE_LIMIT / size);
  const codes: string[] = [];
  let t: TestApp;
  let http: ReturnType<typeof request>;
  const offer = () => http.post('/api/transfers').send({ timezone: 'UTC', payload: record });
  const held = async () => {
    const [row] = await t.app.get(PrismaService).client.$queryRaw<{ bytes: bigint }[]>`
      SELECT COALESCE(SUM(octet_length(payload)), 0)::bigint AS bytes FROM transfers`;
    return Number(row?.bytes);
  };

  beforeAll(async () => {
    t = await startTestApp({
      TRANSFER_RATE_LIMIT_MAX: '1000',
      TRANSFER_BODY_LIMIT_BYTES: '1024',
      TRANSFER_STORE_LIMIT_BYTES: String(STORE_LIMIT),
    });
    http = request(t.app.getHttpServer());
  });
  afterAll(() => t.close());

  it('stay within TRANSFER_STORE_LIMIT_BYTES however many offers race', async () => {
    expect(fitting).toBeGreaterThanOrEqual(2);
    const replies = await Promise.all(Array.from({ length: 3 * fitting }, () => offer()));
    const made = replies.filter((reply) => reply.status === 201);
    expect(made).toHaveLength(fitting);
    for (const reply of replies.filter((one) => one.status !== 201)) {
      expect(reply.status).toBe(429);
      expect(reply.body).toEqual({
        error: 'Too many records are waiting to be moved right now: please try again in a few minutes',
        code: 'transfers_full',
      });
    }
    expect(await held()).toBeLessThanOrEqual(STORE_LIMIT);
    codes.push(...made.map((reply) => (reply.body as { code: string }).code));
  });

  it('have room again once a code is claimed, and once codes expire', async () => {
    await offer().expect(429);
    await http.post('/api/transfers/claim').send({ timezone: 'UTC', code: codes[0] }).expect(200);
    await offer().expect(201);
    await offer().expect(429);
    // Expired records are forgotten before room is counted, sweep or no sweep.
    t.clock.advance(10 * 60_000);
    for (let i = 0; i < fitting; i++) await offer().expect(201);
    await offer().expect(429);
    expect(await held()).toBeLessThanOrEqual(STORE_LIMIT);
  });
});

describe('the store during a flood from many addresses of a few networks', () => {
  const size = Buffer.byteLength(JSON.stringify(record));
  const NETWORK_LIMIT = 5 * size;
  const STORE_LIMIT = 20 * size;
  let t: TestApp;
  let http: ReturnType<typeof request>;
  const offerFrom = (address: string) =>
    http.post('/api/transfers').set('X-Forwarded-For', address).send({ timezone: 'UTC', payload: record });
  const claimFrom = (address: string, code: string) =>
    http.post('/api/transfers/claim').set('X-Forwarded-For', address).send({ timezone: 'UTC', code });
  const held = async () => {
    const rows = await t.app.get(PrismaService).client.$queryRaw<{ network: string; records: number }[]>`
      SELECT network, COUNT(*)::int AS records FROM transfers WHERE payload IS NOT NULL GROUP BY network`;
    return Object.fromEntries(rows.map((row) => [row.network, row.records]));
  };
  /** Ten addresses of a network offer records until each has been refused: the codes made. */
  const flood = async (addresses: string[]) => {
    const codes: string[] = [];
    for (const address of addresses) {
      for (;;) {
        const reply = await offerFrom(address);
        if (reply.status !== 201) {
          expect(reply.status).toBe(429);
          expect((reply.body as { code: string }).code).toBe('transfers_full');
          break;
        }
        codes.push((reply.body as { code: string }).code);
      }
    }
    return codes;
  };
  const tenOf = (prefix: string, suffix = '') => Array.from({ length: 10 }, (_, i) => `${prefix}${i + 1}${suffix}`);

  beforeAll(async () => {
    t = await startTestApp({
      TRANSFER_RATE_LIMIT_MAX: '1000',
      TRANSFER_NETWORK_RATE_LIMIT_MAX: '1000',
      TRANSFER_BODY_LIMIT_BYTES: '1024',
      TRANSFER_STORE_LIMIT_BYTES: String(STORE_LIMIT),
      TRANSFER_NETWORK_STORE_LIMIT_BYTES: String(NETWORK_LIMIT),
    });
    http = request(t.app.getHttpServer());
  });
  afterAll(() => t.close());

  it("holds at most TRANSFER_NETWORK_STORE_LIMIT_BYTES of one network's records, and serves everyone else", async () => {
    // Two IPv4 /24s and one IPv6 /48 (ten of its /56s), ten addresses each.
    await flood(tenOf('198.51.100.'));
    await flood(tenOf('198.51.101.'));
    await flood(tenOf('2001:db8:a:', '00::1'));
    expect(await held()).toEqual({ '198.51.100.0/24': 5, '198.51.101.0/24': 5, '2001:db8:a::/48': 5 });

    const player = await offerFrom('203.0.113.9').expect(201);
    const code = (player.body as { code: string }).code;
    expect((await claimFrom('192.0.2.1', code).expect(200)).body).toEqual({ payload: record });
  });

  it('makes the networks holding the most give way when the store is full, never one that holds little', async () => {
    const first = await flood(tenOf('198.51.102.'));
    // 4 networks of 5 records fill the store; a fifth takes records from the largest holders,
    // never leaving one with fewer than it has: the five end with 4 each.
    expect(Object.values(await held()).reduce((sum, records) => sum + records, 0)).toBe(20);
    await flood(tenOf('198.51.103.'));
    expect(Object.values(await held())).toEqual([4, 4, 4, 4, 4]);

    const player = await offerFrom('203.0.113.10').expect(201);
    const code = (player.body as { code: string }).code;
    const holding = await held();
    expect(holding['203.0.113.0/24']).toBe(1);
    expect(Object.values(holding).reduce((sum, records) => sum + records, 0)).toBe(20);
    // The flooding networks go on, and none of them can push the player's record out.
    for (const prefix of ['198.51.100.', '198.51.101.', '198.51.102.', '198.51.103.']) await flood(tenOf(prefix));
    await flood(tenOf('2001:db8:a:', '00::1'));
    expect((await held())['203.0.113.0/24']).toBe(1);
    expect((await claimFrom('192.0.2.1', code).expect(200)).body).toEqual({ payload: record });

    // A record that gave way reads as expired: its player makes a new code.
    const replies = await Promise.all(first.map((one) => claimFrom('192.0.2.2', one)));
    expect(replies.map((reply) => reply.status)).toContain(410);
    expect(replies.find((reply) => reply.status === 410)?.body).toMatchObject({ code: 'transfer_code_expired' });
  });
});
