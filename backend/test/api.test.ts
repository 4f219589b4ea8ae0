import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';
import { winReply } from './support/play.js';

const json = { 'Content-Type': 'application/json' };

describe('the game API', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  const pinned = 'PLANET';

  beforeAll(async () => {
    t = await startTestApp();
    http = request(t.app.getHttpServer());
    // Today (2026-11-22 in UTC) is game 326 with a 2026-01-01 launch.
    await t.puzzles.pin(326, pinned);
  });
  afterAll(() => t.close());

  describe('GET /api/daily-word', () => {
    it("gives the game number of the player's date and never the word", async () => {
      const res = await http.get('/api/daily-word').query({ timezone: 'Europe/Paris' }).expect(200);
      expect(res.body).toEqual({ game_number: 326, date: '2026-11-22', word_length: 6, max_guesses: 7 });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(JSON.stringify(res.body)).not.toContain(pinned);
    });

    it('follows the time zone across the date line', async () => {
      t.clock.set('2026-11-22T11:30:00Z');
      const ahead = await http.get('/api/daily-word?timezone=Pacific/Kiritimati').expect(200);
      const behind = await http.get('/api/daily-word?timezone=Etc/GMT%2B12').expect(200);
      expect([ahead.body.game_number, behind.body.game_number]).toEqual([327, 325]);
      t.clock.set('2026-11-22T12:00:00Z');
    });

    it.each([
      ['missing', '', 'timezone is required'],
      ['an offset', '?timezone=%2B23:59', 'timezone must be an IANA time zone name'],
      ['unknown', '?timezone=Mars/Base', 'timezone must be an IANA time zone name'],
      ['over-long', `?timezone=${'A'.repeat(200)}`, 'timezone must be an IANA time zone name'],
      ['repeated', '?timezone=UTC&timezone=UTC', 'timezone must be an IANA time zone name'],
      ["ICU's legacy BST (Asia/Dhaka to ICU)", '?timezone=BST', 'timezone must be an IANA time zone name'],
      ["ICU's legacy IST", '?timezone=IST', 'timezone must be an IANA time zone name'],
      ["ICU's legacy PST", '?timezone=PST', 'timezone must be an IANA time zone name'],
      ["ICU's SystemV zones", '?timezone=SystemV/EST5', 'timezone must be an IANA time zone name'],
    ])('rejects a %s timezone with 400', async (_label, query, message) => {
      const res = await http.get(`/api/daily-word${query}`).expect(400);
      expect(res.body).toEqual({ error: expect.stringContaining(message), code: 'invalid_query' });
    });

    it("accepts tzdata's own names without an area and its aliases", async () => {
      for (const zone of ['EST', 'GB', 'US/Pacific', 'Asia/Calcutta']) {
        await http.get('/api/daily-word').query({ timezone: zone }).expect(200);
      }
    });

    it('says when the first puzzle comes before the launch date', async () => {
      t.clock.set('2025-12-31T12:00:00Z');
      const res = await http.get('/api/daily-word?timezone=UTC').expect(404);
      expect(res.body.error).toContain('2026-01-01');
      t.clock.set('2026-11-22T12:00:00Z');
    });
  });

  describe('POST /api/validate', () => {
    it.each([
      ['planet', true],
      ['BRIDGE', true],
      ['hopped', true],
      ['qzxvbn', false],
    ])('says whether %s is in the word list', async (guess, valid) => {
      const res = await http.post('/api/validate').send({ guess, timezone: 'UTC' }).expect(200);
      expect(res.body).toEqual({ valid });
    });

    it.each([
      [{ guess: 'plane', timezone: 'UTC' }, 'guess must be exactly 6 letters a-z'],
      [{ guess: 'planets', timezone: 'UTC' }, 'guess must be exactly 6 letters a-z'],
      [{ guess: 'plan3t', timezone: 'UTC' }, 'guess must be exactly 6 letters a-z'],
      [{ guess: 'planét', timezone: 'UTC' }, 'guess must be exactly 6 letters a-z'],
      [{ guess: 'ſilver', timezone: 'UTC' }, 'guess must be exactly 6 letters a-z'],
      [{ guess: 'aßeß', timezone: 'UTC' }, 'guess must be exactly 6 letters a-z'],
      [{ guess: 'ﬀﬀﬀ', timezone: 'UTC' }, 'guess must be exactly 6 letters a-z'],
      [{ guess: 123456, timezone: 'UTC' }, 'guess must be exactly 6 letters a-z'],
      [{ timezone: 'UTC' }, 'guess must be exactly 6 letters a-z'],
      [{ guess: 'planet' }, 'timezone is required'],
      [{ guess: 'planet', timezone: '+14:00' }, 'timezone must be an IANA time zone name'],
    ])('rejects %j with 400', async (body, message) => {
      const res = await http.post('/api/validate').send(body).expect(400);
      expect(res.body).toEqual({
        error: message.includes('timezone') ? expect.stringContaining(message) : message,
        code: 'invalid_body',
      });
    });
  });

  describe('POST /api/check-guess', () => {
    const check = (body: object) => http.post('/api/check-guess').send({ timezone: 'UTC', game_number: 326, ...body });

    it('colours a wrong guess and keeps the answer secret', async () => {
      const res = await check({ guess: 'planes' }).expect(200);
      expect(res.body).toEqual({
        evaluation: ['correct', 'correct', 'correct', 'correct', 'correct', 'absent'],
        is_winner: false,
        proof: expect.stringMatching(/^[\w-]{43}\.[\w-]{22}$/),
      });
    });

    it('reveals the word on a win, whatever the case of the guess', async () => {
      const res = await check({ guess: 'PlAnEt' }).expect(200);
      expect(res.body).toEqual(winReply('PLANET'));
    });

    it('rejects a guess that is not in the word list, even without a validate call', async () => {
      const res = await check({ guess: 'qzxvbn' }).expect(422);
      expect(res.body).toEqual({ error: 'Not in word list', code: 'not_in_word_list' });
    });

    it.each([325, 327, 1])('fails with a "mismatch" error for game %i, which is not today\'s', async (gameNumber) => {
      const res = await check({ guess: 'planet', game_number: gameNumber }).expect(409);
      expect(res.body.error).toContain('mismatch');
      expect(res.body.code).toBe('game_number_mismatch');
      expect(JSON.stringify(res.body)).not.toContain(pinned);
    });

    it("uses the game of the player's own date", async () => {
      t.clock.set('2026-11-22T11:30:00Z');
      await check({ guess: 'planet', game_number: 327, timezone: 'Pacific/Kiritimati' }).expect(200);
      await check({ guess: 'planet', game_number: 326, timezone: 'Pacific/Kiritimati' }).expect(409);
      t.clock.set('2026-11-22T12:00:00Z');
    });

    it.each([
      [{ guess: 'planet', game_number: '326' }, 'game_number must be a whole number'],
      [{ guess: 'planet', game_number: 3.5 }, 'game_number must be a whole number'],
      [{ guess: 'planet', game_number: 0 }, 'game_number must be 1 or more'],
      [{ guess: 'planet', game_number: 1e12 }, 'game_number is too large'],
      [{ guess: 'planet', game_number: undefined }, 'game_number must be a whole number'],
      [{ guess: 'pla', game_number: 326 }, 'guess must be exactly 6 letters a-z'],
      [{ guess: 'planet', timezone: 'Nowhere' }, 'timezone must be an IANA time zone name'],
    ])('rejects %j with 400', async (body, message) => {
      const res = await check(body).expect(400);
      expect(res.body.error).toContain(message);
    });

    it('never sends the answer before the player wins', async () => {
      const bodies: string[] = [];
      for (const guess of ['bridge', 'garden', 'silver', 'qzxvbn', 'plan', 'planes']) {
        bodies.push((await check({ guess })).text);
        bodies.push((await http.post('/api/validate').send({ guess, timezone: 'UTC' })).text);
      }
      bodies.push((await http.get('/api/daily-word?timezone=UTC')).text);
      bodies.push((await http.get('/api/word-stats')).text);
      bodies.push((await http.get('/api/health')).text);
      for (const body of bodies) expect(body.toUpperCase()).not.toContain(pinned);
    });
  });

  describe('GET /api/word-stats', () => {
    it('gives the operator figures', async () => {
      // Games 326 (pinned) and 327 (played in Kiritimati above) are assigned by now.
      const res = await http.get('/api/word-stats?timezone=Europe/Paris').expect(200);
      expect(res.body).toEqual({
        answers: expect.any(Number),
        valid_guesses: expect.any(Number),
        puzzles_assigned: 2,
        unused_answers: res.body.answers - 2,
        // Games 1 to 325, which nobody played, each set an unused answer aside for the archive.
        runway_days: res.body.answers - 2 - 325 + 1,
        challenges: 0,
        launch_date: '2026-01-01',
        timezone: 'Europe/Paris',
        today: '2026-11-22',
        game_number: 326,
      });
      expect(res.body.answers).toBeGreaterThan(1500);
      expect(res.body.valid_guesses).toBeGreaterThan(8000);
    });

    it('still answers before the launch date, without a game number', async () => {
      t.clock.set('2025-12-01T12:00:00Z');
      const res = await http.get('/api/word-stats').expect(200);
      expect(res.body).toMatchObject({ game_number: null, today: '2025-12-01', launch_date: '2026-01-01' });
      t.clock.set('2026-11-22T12:00:00Z');
    });

    it('rejects a bad timezone', async () => {
      await http.get('/api/word-stats?timezone=%2B01:00').expect(400);
    });
  });

  describe('GET /api/health', () => {
    it('answers 200 when PostgreSQL answers', async () => {
      expect((await http.get('/api/health').expect(200)).body).toEqual({
        status: 'ok',
        database: 'up',
        rate_limits: 'per-process',
      });
    });
  });

  describe('errors', () => {
    it('answers malformed JSON with 400', async () => {
      const res = await http.post('/api/validate').set(json).send('{"guess": "planet",').expect(400);
      expect(res.body).toEqual({ error: 'Request body is not valid JSON', code: 'invalid_json' });
    });

    it('parses a body sent with a GET as well, so malformed JSON is still a 400', async () => {
      const res = await http.get('/api/daily-word?timezone=UTC').set(json).send('{"guess": "planet",').expect(400);
      expect(res.body).toEqual({ error: 'Request body is not valid JSON', code: 'invalid_json' });
    });

    it.each([
      ['a byte order mark', 'application/json', '\uFEFF{"guess":"planet","timezone":"UTC"}', 200, { valid: true }],
      ['a charset', 'Application/JSON; charset=UTF-8', '{"guess":"planet","timezone":"UTC"}', 200, { valid: true }],
      ['leading white space', 'application/json', ' \n{"guess":"planet","timezone":"UTC"}', 200, { valid: true }],
      [
        'an empty body',
        'application/json',
        '',
        400,
        { error: 'guess must be exactly 6 letters a-z', code: 'invalid_body' },
      ],
      [
        'only white space',
        'application/json',
        '  ',
        400,
        { error: 'Request body is not valid JSON', code: 'invalid_json' },
      ],
      [
        'a JSON string',
        'application/json',
        ' "planet"',
        400,
        { error: 'Request body is not valid JSON', code: 'invalid_json' },
      ],
      [
        'another charset',
        'application/json; charset=latin1',
        '{"guess":"planet","timezone":"UTC"}',
        415,
        {
          error: 'Unsupported request body charset',
          code: 'unsupported_charset',
        },
      ],
    ])('reads a JSON body with %s as before', async (_label, type, body, status, reply) => {
      const res = await http.post('/api/validate').set('Content-Type', type).send(body).expect(status);
      expect(res.body).toEqual(reply);
    });

    it('answers an oversized body with 413', async () => {
      const res = await http
        .post('/api/check-guess')
        .set(json)
        .send({ guess: 'x'.repeat(5000) })
        .expect(413);
      expect(res.body).toEqual({ error: 'Request body is too large', code: 'body_too_large' });
    });

    it('answers a body whose compression is broken with 400', async () => {
      const res = await http.post('/api/validate').set(json).set('Content-Encoding', 'gzip').send('{"guess":"planet"}');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Request body could not be read', code: 'unreadable_body' });
    });

    it('answers a body that is not a JSON object with 400', async () => {
      expect((await http.post('/api/validate').set(json).send('"planet"').expect(400)).body.error).toBeDefined();
      expect((await http.post('/api/validate').set(json).send('[1,2]').expect(400)).body.error).toBeDefined();
      expect(
        (await http.post('/api/validate').set('Content-Type', 'text/plain').send('planet').expect(415)).body.code,
      ).toBe('unsupported_media_type');
    });

    it.each(['/api/nope', '/', '/api', '/api/daily-word/extra'])(
      'answers the unknown route %s with 404 JSON',
      async (path) => {
        const res = await http.get(path).expect(404);
        expect(res.body).toEqual({ error: expect.any(String), code: 'not_found' });
      },
    );

    it('answers a wrong method with 404 JSON', async () => {
      expect((await http.delete('/api/validate').expect(404)).body.error).toBeDefined();
    });

    it('keeps serving after bad input', async () => {
      await http.get('/api/daily-word?timezone=UTC').expect(200);
    });
  });
});
