import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXTRA_OFFENSIVE_FILE } from '@hexle/contract/words';
import request from 'supertest';
import { AnalysisGames } from '../src/analysis/analysis-games.js';
import { ChallengesRepository } from '../src/challenges/challenges.repository.js';
import { OFFENSIVE_WORD_MESSAGE } from '../src/challenges/challenge.errors.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { playGuesses, SEVEN_WRONG, meaningOf, winReply } from './support/play.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The stable code of each error text these tables expect; any other is a schema's 400 for the body. */
const CODES: Record<string, string> = {
  'Not in word list': 'not_in_word_list',
  [OFFENSIVE_WORD_MESSAGE]: 'offensive_word',
  'No such challenge: the link is wrong, or the challenge is so old that it was removed': 'challenge_not_found',
  'This challenge link is broken: the id is not one the game makes': 'challenge_link_broken',
};

function codeOf(error: string, invalid: string): string {
  return CODES[error] ?? invalid;
}

const WORD = 'FLOWER';
const UNKNOWN_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('challenges between friends', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  let id: string;
  const create = (body: object) => http.post('/api/challenges').send({ timezone: 'UTC', ...body });
  const check = (challengeId: string, body: object) =>
    http.post(`/api/challenges/${challengeId}/check-guess`).send({ timezone: 'UTC', ...body });

  beforeAll(async () => {
    // These tests make many challenges from one client; its budgets are tested below.
    t = await startTestApp({ CHALLENGE_RATE_LIMIT_MAX: '100' });
    http = request(t.app.getHttpServer());
    const res = await create({ word: 'flower' }).expect(201);
    id = res.body.id;
  });
  afterAll(() => t.close());

  describe('POST /api/challenges', () => {
    it('answers 201 with an opaque 128-bit id and never the word', async () => {
      const res = await create({ word: 'Flower' }).expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[\w-]{22}$/),
        sender_token: expect.stringMatching(/^[\w-]{43}$/),
      });
      expect(res.body.id).not.toBe(id);
      expect(res.text.toUpperCase()).not.toContain(WORD);
      expect(Buffer.from(res.body.id, 'base64url')).toHaveLength(16);
    });

    it('takes a valid guess that is not an answer', async () => {
      const prisma = t.app.get(PrismaService).client;
      const guessOnly = await prisma.word.findFirstOrThrow({ where: { isAnswer: false }, select: { text: true } });
      await create({ word: guessOnly.text.toLowerCase() }).expect(201);
    });

    it.each([
      [{ word: 'qzxvbn' }, 422, 'Not in word list'],
      [{ word: 'bugger' }, 422, OFFENSIVE_WORD_MESSAGE],
      [{ word: 'Wanker' }, 422, OFFENSIVE_WORD_MESSAGE],
      [{ word: 'PISSED' }, 422, OFFENSIVE_WORD_MESSAGE],
      [{ word: 'papist' }, 422, OFFENSIVE_WORD_MESSAGE],
      [{ word: 'SHEENY' }, 422, OFFENSIVE_WORD_MESSAGE],
      [{ word: 'flow' }, 400, 'word must be exactly 6 letters a-z'],
      [{ word: 'ſilver' }, 400, 'word must be exactly 6 letters a-z'],
      [{ word: 42 }, 400, 'word must be exactly 6 letters a-z'],
      [{ word: undefined }, 400, 'word must be exactly 6 letters a-z'],
      [{ timezone: undefined }, 400, 'timezone is required: send an IANA time zone name such as Europe/Paris'],
    ])('answers %j with %i', async (body, status, error) => {
      const res = await create({ word: 'flower', ...body });
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ error, code: codeOf(error, 'invalid_body') });
    });

    it('bounds the body', async () => {
      const res = await create({ word: 'flower', padding: 'x'.repeat(2000) }).expect(413);
      expect(res.body).toEqual({ error: 'Request body is too large', code: 'body_too_large' });
    });
  });

  describe('GET /api/challenges/:id', () => {
    it('describes the challenge without its word', async () => {
      const res = await http.get(`/api/challenges/${id}`).expect(200);
      expect(res.body).toEqual({ id, created_on: '2026-11-22', word_length: 6, max_guesses: 7 });
      expect(res.text.toUpperCase()).not.toContain(WORD);
    });

    it.each([
      ['abc', 400, 'This challenge link is broken: the id is not one the game makes'],
      [`${UNKNOWN_ID}A`, 400, 'This challenge link is broken: the id is not one the game makes'],
      [
        '%E2%9C%93%E2%9C%93%E2%9C%93%E2%9C%93%E2%9C%93%E2%9C%93%E2%9C%93%E2%9C%93%E2%9C%93%E2%9C%93%E2%9C%93',
        400,
        'This challenge link is broken: the id is not one the game makes',
      ],
      [UNKNOWN_ID, 404, 'No such challenge: the link is wrong, or the challenge is so old that it was removed'],
    ])('answers the id %s with %i', async (challengeId, status, error) => {
      const res = await http.get(`/api/challenges/${challengeId}`);
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ error, code: codeOf(error, 'invalid_body') });
    });
  });

  describe('POST /api/challenges/:id/check-guess', () => {
    it('colours guesses against the chosen word and gives it on a win', async () => {
      const wrong = await check(id, { guess: 'planet' }).expect(200);
      expect(wrong.body).toEqual({
        evaluation: ['absent', 'correct', 'absent', 'absent', 'correct', 'absent'],
        is_winner: false,
        proof: expect.any(String),
      });
      const win = await check(id, { guess: 'flower' }).expect(200);
      expect(win.body).toEqual(winReply(WORD));
    });

    it('gives the word with the seventh wrong guess of a proven game, and in no earlier reply', async () => {
      const replies = await playGuesses(SEVEN_WRONG, (body) => check(id, body));
      for (const reply of replies) expect(reply.status).toBe(200);
      for (const reply of replies.slice(0, 6)) {
        expect(reply.body.proof).toBeDefined();
        expect(reply.text.toUpperCase()).not.toContain(WORD);
      }
      expect(replies[6].body).toEqual({
        evaluation: expect.any(Array),
        is_winner: false,
        proof: expect.any(String),
        word: WORD,
        ...meaningOf(WORD),
      });
    });

    it("does not take another challenge's or a daily game's proof, even for the same word", async () => {
      const twin = (await create({ word: 'flower' }).expect(201)).body.id as string;
      await t.puzzles.pin(326, WORD);
      const fromTwin = await playGuesses(SEVEN_WRONG.slice(0, 6), (body) => check(twin, body));
      const fromDaily = await playGuesses(SEVEN_WRONG.slice(0, 6), (body) =>
        http.post('/api/check-guess').send({ timezone: 'UTC', game_number: 326, ...body }),
      );
      for (const proof of [fromTwin[5].body.proof, fromDaily[5].body.proof]) {
        const reply = await check(id, { guess: SEVEN_WRONG[6], previous_guesses: SEVEN_WRONG.slice(0, 6), proof });
        expect(reply.status).toBe(200);
        expect(reply.body.word).toBeUndefined();
        expect(reply.text.toUpperCase()).not.toContain(WORD);
      }
    });

    it.each([
      ['abc', { guess: 'planet' }, 400, 'This challenge link is broken: the id is not one the game makes'],
      [
        UNKNOWN_ID,
        { guess: 'planet' },
        404,
        'No such challenge: the link is wrong, or the challenge is so old that it was removed',
      ],
      [null, { guess: 'qzxvbn' }, 422, 'Not in word list'],
      [null, { guess: 'plan' }, 400, 'guess must be exactly 6 letters a-z'],
      [
        null,
        { guess: 'planet', timezone: '+01:00' },
        400,
        'timezone must be an IANA time zone name such as Europe/Paris',
      ],
      [
        null,
        { guess: 'planet', previous_guesses: Array(7).fill('GARDEN') },
        400,
        'previous_guesses holds at most 6 guesses',
      ],
    ])('answers the id %s with %j by %i', async (challengeId, body, status, error) => {
      const res = await check(challengeId ?? id, body);
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ error, code: codeOf(error, 'invalid_body') });
    });
  });

  it('is found by the analysis as its routes find it: through the same cache, with the same refusal', async () => {
    const games = t.app.get(AnalysisGames);
    const analysed = (challengeId: string) =>
      games.resolve({ kind: 'challenge', id: challengeId, guesses: [WORD] }, '203.0.113.5');
    const played = (await create({ word: 'flower' }).expect(201)).body.id as string;
    const unplayed = (await create({ word: 'flower' }).expect(201)).body.id as string;
    await check(played, { guess: 'planet' }).expect(200);
    // Removed behind this process's back (as another replica or the command line would): the
    // challenge played here is still in the routes' cache, the other one is gone for both.
    await t.owner.client.challenge.deleteMany({ where: { id: { in: [played, unplayed] } } });
    expect(await analysed(played)).toEqual({ answer: WORD, gameKey: `challenge:${played}` });
    await check(played, { guess: 'planet' }).expect(200);
    for (const gone of [unplayed, UNKNOWN_ID]) {
      await expect(analysed(gone)).rejects.toMatchObject({
        code: 'challenge_not_found',
        message: 'No such challenge: the link is wrong, or the challenge is so old that it was removed',
      });
      await check(gone, { guess: 'planet' }).expect(404);
    }
  });

  it('is counted by word-stats', async () => {
    const stored = await t.app.get(ChallengesRepository).count();
    expect(stored).toBeGreaterThan(2);
    // This app has not asked word-stats before, so its short cache holds nothing yet.
    expect((await http.get('/api/word-stats').expect(200)).body.challenges).toBe(stored);
  });
});

describe('creating challenges under the rate limit', () => {
  it('has a tighter budget per client than the POST routes, and leaves playing alone', async () => {
    const t = await startTestApp({ CHALLENGE_RATE_LIMIT_MAX: '2', RATE_LIMIT_MAX: '10' });
    try {
      const http = request(t.app.getHttpServer());
      const create = (from: string) =>
        http.post('/api/challenges').set('X-Forwarded-For', from).send({ word: 'flower', timezone: 'UTC' });
      const { id } = (await create('203.0.113.1').expect(201)).body;
      await create('203.0.113.1').expect(201);
      const limited = await create('203.0.113.1').expect(429);
      expect(limited.body).toEqual({
        error: 'Too many requests. Please wait a moment and try again.',
        code: 'rate_limited',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await create('203.0.113.2').expect(201);
      await http
        .post(`/api/challenges/${id}/check-guess`)
        .set('X-Forwarded-For', '203.0.113.1')
        .send({ guess: 'planet', timezone: 'UTC' })
        .expect(200);
      await http.get(`/api/challenges/${id}`).expect(200);
    } finally {
      await t.close();
    }
  });

  it('caps the challenges a client makes in a day, on top of the window budget, with the same 429', async () => {
    const t = await startTestApp({
      CHALLENGE_RATE_LIMIT_MAX: '2',
      RATE_LIMIT_WINDOW_SECONDS: '1',
      CHALLENGE_DAILY_MAX: '3',
      RATE_LIMIT_MAX: '100',
    });
    try {
      const http = request(t.app.getHttpServer());
      const create = (from: string) =>
        http.post('/api/challenges').set('X-Forwarded-For', from).send({ word: 'flower', timezone: 'UTC' });
      await create('203.0.113.1').expect(201);
      await create('203.0.113.1').expect(201);
      // Refused by the window's budget: the day's is not spent by it.
      await create('203.0.113.1').expect(429);
      // A second later (on the API's clock) the window's budget is back.
      t.clock.advance(1100);
      await create('203.0.113.1').expect(201);
      const limited = await create('203.0.113.1').expect(429);
      expect(limited.body).toEqual({
        error: 'Too many requests. Please wait a moment and try again.',
        code: 'rate_limited',
      });
      // Told to come back in hours (the day's budget), not in a second (the window's).
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3600);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(86_400);
      await create('203.0.113.2').expect(201);
    } finally {
      await t.close();
    }
  });

  it('refuses a word the operator added to the offensive list in WORD_LIST_DIR, once the API restarts', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hexle-word-lists-'));
    try {
      // The operator's copy of the hand list with one word added (the API reads the words
      // themselves from the database, so the folder needs nothing else here).
      const shipped = readFileSync(EXTRA_OFFENSIVE_FILE, 'utf8');
      writeFileSync(path.join(dir, 'offensive-extra.txt'), `${shipped}\n# added by the operator\ngarden\n`);
      const before = await startTestApp({ CHALLENGE_RATE_LIMIT_MAX: '100' });
      try {
        await request(before.app.getHttpServer())
          .post('/api/challenges')
          .send({ word: 'garden', timezone: 'UTC' })
          .expect(201);
      } finally {
        await before.close();
      }
      const t = await startTestApp({ CHALLENGE_RATE_LIMIT_MAX: '100', WORD_LIST_DIR: dir });
      try {
        const refused = await request(t.app.getHttpServer())
          .post('/api/challenges')
          .send({ word: 'garden', timezone: 'UTC' })
          .expect(422);
        expect(refused.body).toEqual({ error: OFFENSIVE_WORD_MESSAGE, code: 'offensive_word' });
        // The rest of the list still applies.
        await request(t.app.getHttpServer())
          .post('/api/challenges')
          .send({ word: 'bugger', timezone: 'UTC' })
          .expect(422);
      } finally {
        await t.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('counts challenge guesses in the POST budget', async () => {
    const t = await startTestApp({ RATE_LIMIT_MAX: '2' });
    try {
      const http = request(t.app.getHttpServer());
      const { id } = (await http.post('/api/challenges').send({ word: 'flower', timezone: 'UTC' }).expect(201)).body;
      const guess = () => http.post(`/api/challenges/${id}/check-guess`).send({ guess: 'planet', timezone: 'UTC' });
      await guess().expect(200);
      await guess().expect(429);
    } finally {
      await t.close();
    }
  });
});
