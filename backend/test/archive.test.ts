import request from 'supertest';
import { playGuesses, SEVEN_WRONG, meaningOf, winReply } from './support/play.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ANSWER = 'FLOWER';

describe('the archive of past games', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  const check = (body: object) =>
    http.post('/api/archive/check-guess').send({ timezone: 'UTC', game_number: 300, ...body });

  beforeAll(async () => {
    t = await startTestApp();
    http = request(t.app.getHttpServer());
    // Today (2026-11-22 in UTC) is game 326; game 300 is 2026-10-27.
    await t.puzzles.pin(300, ANSWER);
  });
  afterAll(() => t.close());

  describe('GET /api/archive', () => {
    it('lists game 1 to yesterday in the zone, newest first, with their dates', async () => {
      const res = await http.get('/api/archive?timezone=UTC').expect(200);
      expect(res.body.today).toEqual({ game_number: 326, date: '2026-11-22' });
      expect(res.body.games).toHaveLength(325);
      expect(res.body.games[0]).toEqual({ game_number: 325, date: '2026-11-21' });
      expect(res.body.games[324]).toEqual({ game_number: 1, date: '2026-01-01' });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it("follows the player's date across the date line", async () => {
      t.clock.set('2026-11-22T11:30:00Z');
      const ahead = await http.get('/api/archive?timezone=Pacific/Kiritimati').expect(200);
      const behind = await http.get('/api/archive?timezone=Etc/GMT%2B12').expect(200);
      expect([ahead.body.games[0].game_number, behind.body.games[0].game_number]).toEqual([326, 324]);
      t.clock.set('2026-11-22T12:00:00Z');
    });

    it('is empty on launch day and a 404 before it', async () => {
      t.clock.set('2026-01-01T12:00:00Z');
      expect((await http.get('/api/archive?timezone=UTC').expect(200)).body.games).toEqual([]);
      t.clock.set('2025-12-31T12:00:00Z');
      const before = await http.get('/api/archive?timezone=UTC').expect(404);
      expect(before.body.error).toContain('2026-01-01');
      t.clock.set('2026-11-22T12:00:00Z');
    });

    it.each([
      ['', 'timezone is required'],
      ['?timezone=%2B14:00', 'timezone must be an IANA time zone name'],
    ])('rejects the query %j with 400', async (query, message) => {
      const res = await http.get(`/api/archive${query}`).expect(400);
      expect(res.body).toEqual({ error: expect.stringContaining(message), code: 'invalid_query' });
    });
  });

  describe('POST /api/archive/check-guess', () => {
    it('colours a guess against that game, and gives the word on a win', async () => {
      const wrong = await check({ guess: 'planet' }).expect(200);
      expect(wrong.body).toEqual({
        evaluation: ['absent', 'correct', 'absent', 'absent', 'correct', 'absent'],
        is_winner: false,
        proof: expect.stringMatching(/^[\w-]{43}\.[\w-]{22}$/),
      });
      const win = await check({ guess: 'flower' }).expect(200);
      expect(win.body).toEqual(winReply(ANSWER));
    });

    it('gives the word with the seventh wrong guess of a proven game, and in no earlier reply', async () => {
      const replies = await playGuesses(SEVEN_WRONG, (body) => check(body));
      for (const reply of replies) expect(reply.status).toBe(200);
      for (const reply of replies.slice(0, 6)) expect(reply.text.toUpperCase()).not.toContain(ANSWER);
      expect(replies[6].body).toEqual({
        evaluation: expect.any(Array),
        is_winner: false,
        proof: expect.any(String),
        word: ANSWER,
        ...meaningOf(ANSWER),
      });
    });

    it("does not take another game's proof", async () => {
      await t.puzzles.pin(301, 'BRIDGE');
      const other = await playGuesses(SEVEN_WRONG.slice(0, 6), (body) => check({ ...body, game_number: 301 }));
      const reply = await check({
        guess: SEVEN_WRONG[6],
        previous_guesses: SEVEN_WRONG.slice(0, 6),
        proof: other[5].body.proof,
      });
      expect(reply.status).toBe(200);
      expect(reply.body.word).toBeUndefined();
      expect(reply.text.toUpperCase()).not.toContain(ANSWER);
    });

    it('keeps the daily route exactly as it was: an earlier game there is a mismatch', async () => {
      const res = await http.post('/api/check-guess').send({ guess: 'flower', game_number: 300, timezone: 'UTC' });
      expect(res.status).toBe(409);
      expect(res.body.error).toContain('mismatch');
    });

    it.each([
      [{ game_number: 326 }, 404, 'Game 326 is not in the archive: it holds games 1 to 325 in UTC'],
      [{ game_number: 400 }, 404, 'Game 400 is not in the archive: it holds games 1 to 325 in UTC'],
      [{ game_number: 0 }, 400, 'game_number must be 1 or more'],
      [{ game_number: '12' }, 400, 'game_number must be a whole number'],
      [{ game_number: undefined }, 400, 'game_number must be a whole number'],
      [{ guess: 'qzxvbn' }, 422, 'Not in word list'],
      [{ guess: 'flow' }, 400, 'guess must be exactly 6 letters a-z'],
      [{ timezone: 'Mars/Base' }, 400, 'timezone must be an IANA time zone name such as Europe/Paris'],
      [{ previous_guesses: 'GARDEN' }, 400, 'previous_guesses must be a list of guesses'],
      [{ proof: 7 }, 400, 'proof must be a string'],
    ])('answers %j with %i', async (body, status, error) => {
      const res = await check({ guess: 'planet', ...body });
      expect(res.status).toBe(status);
      const code = status === 404 ? 'not_in_archive' : status === 422 ? 'not_in_word_list' : 'invalid_body';
      expect(res.body).toEqual({ error, code });
    });

    it('does not open games before launch day', async () => {
      t.clock.set('2026-01-01T12:00:00Z');
      const res = await check({ guess: 'planet', game_number: 1 }).expect(404);
      expect(res.body).toEqual({
        error: 'Game 1 is not in the archive: there are no past games yet in UTC',
        code: 'not_in_archive',
      });
      t.clock.set('2026-11-22T12:00:00Z');
    });

    it('gives racing first requests for a game nobody played, from two API processes, one single answer', async () => {
      const other = await startTestApp({}, { database: t.database });
      try {
        const servers = [request(t.app.getHttpServer()), request(other.app.getHttpServer())];
        const replies = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            servers[i % 2]
              .post('/api/archive/check-guess')
              .send({ guess: 'planet', game_number: 200, timezone: 'UTC' }),
          ),
        );
        for (const reply of replies) expect(reply.status).toBe(200);
        expect(new Set(replies.map((reply) => JSON.stringify(reply.body.evaluation))).size).toBe(1);
        const puzzles = t.puzzles;
        expect(await puzzles.findMany([200])).toHaveLength(1);
        const { word } = (await puzzles.find(200))!;
        for (const reply of replies) {
          if (word !== 'PLANET') expect(reply.text.toUpperCase()).not.toContain(word);
        }
      } finally {
        await other.close();
      }
    });
  });
});

describe('the archive under the rate limit', () => {
  it('shares the per-client POST budget with the daily routes', async () => {
    const t = await startTestApp({ RATE_LIMIT_MAX: '2' });
    try {
      const http = request(t.app.getHttpServer());
      await http
        .post('/api/archive/check-guess')
        .send({ guess: 'planet', game_number: 5, timezone: 'UTC' })
        .expect(200);
      await http.post('/api/validate').send({ guess: 'planet', timezone: 'UTC' }).expect(200);
      const limited = await http
        .post('/api/archive/check-guess')
        .send({ guess: 'planet', game_number: 5, timezone: 'UTC' })
        .expect(429);
      expect(limited.body).toEqual({
        error: 'Too many requests. Please wait a moment and try again.',
        code: 'rate_limited',
      });
      await http.get('/api/archive?timezone=UTC').expect(200);
    } finally {
      await t.close();
    }
  });
});
