import request from 'supertest';
import { PuzzleScheduleService } from '../src/schedule/puzzle-schedule.service.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { meaningOf, winReply } from './support/play.js';

/** Seven valid wrong guesses for the pinned answer PLANET. */
const WRONG = ['BRIDGE', 'GARDEN', 'SILVER', 'CASTLE', 'FOREST', 'MARKET', 'ORANGE'];
const ANSWER = 'PLANET';

interface Reply {
  status: number;
  text: string;
  body: { evaluation?: string[]; is_winner?: boolean; word?: string; proof?: string; error?: string };
}

describe('the answer after a loss', () => {
  let t: TestApp;
  let check: (body: object) => Promise<Reply>;

  beforeAll(async () => {
    t = await startTestApp();
    await t.puzzles.pin(326, ANSWER);
    const http = request(t.app.getHttpServer());
    check = async (body) => http.post('/api/check-guess').send({ timezone: 'UTC', game_number: 326, ...body });
  });
  afterAll(() => t.close());

  /** Plays the guesses one request at a time, as the game does, and returns every reply. */
  async function play(guesses: string[], checkFn = check): Promise<Reply[]> {
    const replies: Reply[] = [];
    let proof: string | undefined;
    for (const [index, guess] of guesses.entries()) {
      const reply = await checkFn({ guess, previous_guesses: guesses.slice(0, index), proof });
      expect(reply.status).toBe(200);
      replies.push(reply);
      proof = reply.body.proof;
    }
    return replies;
  }

  it('tells the word with the seventh wrong guess of a game, and in no earlier reply', async () => {
    const replies = await play(WRONG);
    for (const reply of replies.slice(0, 6)) {
      expect(reply.body.proof).toMatch(/^[\w-]{43}\.[\w-]{22}$/);
      expect(reply.text.toUpperCase()).not.toContain(ANSWER);
    }
    expect(replies[6].body).toEqual({
      evaluation: ['absent', 'absent', 'correct', 'correct', 'absent', 'present'],
      is_winner: false,
      proof: expect.any(String),
      word: ANSWER,
      ...meaningOf(ANSWER),
    });
  });

  it('still counts a win on the seventh guess as a win', async () => {
    const replies = await play([...WRONG.slice(0, 6), 'planet']);
    expect(replies[6].body).toEqual(winReply(ANSWER));
  });

  it('ends a game, won or lost, with a proof of every guess, which no further guess extends', async () => {
    const won = await play(['BRIDGE', ANSWER]);
    const lost = await play(WRONG);
    for (const end of [won[1], lost[6]]) expect(end.body.proof).toMatch(/^[\w-]{43}\.[\w-]{22}$/);
    // Sent back as the earlier guesses' proof, a won game's goes nowhere: no proof, no word.
    const after = await check({ guess: 'GARDEN', previous_guesses: ['BRIDGE', ANSWER], proof: won[1].body.proof });
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ evaluation: expect.any(Array), is_winner: false });
  });

  it('takes a null proof as none: no proof, no word, no error', async () => {
    const reply = await check({ guess: 'bridge', previous_guesses: ['garden'], proof: null });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ evaluation: expect.any(Array), is_winner: false });
  });

  it('accepts the earlier guesses in any letter case', async () => {
    const replies = await play(WRONG.map((guess) => guess.toLowerCase()));
    expect(replies[6].body.word).toBe(ANSWER);
  });

  it('keeps the word from six guesses sent without their proof', async () => {
    const reply = await check({ guess: WRONG[6], previous_guesses: WRONG.slice(0, 6) });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ evaluation: expect.any(Array), is_winner: false });
    expect(reply.text.toUpperCase()).not.toContain(ANSWER);
  });

  it('keeps the word when the proof is not the one for exactly those guesses', async () => {
    const replies = await play(WRONG.slice(0, 6));
    const sixthProof = replies[5].body.proof;
    const fifthProof = replies[4].body.proof;
    const attempts = [
      // the proof of five guesses with a sixth one added by hand
      { previous_guesses: [...WRONG.slice(0, 5), 'FLOWER'], proof: fifthProof },
      // the right guesses in another order
      { previous_guesses: [WRONG[1], WRONG[0], ...WRONG.slice(2, 6)], proof: sixthProof },
      { previous_guesses: WRONG.slice(0, 6), proof: 'x'.repeat(43) },
      { previous_guesses: WRONG.slice(0, 6), proof: '' },
    ];
    for (const attempt of attempts) {
      const reply = await check({ guess: WRONG[6], ...attempt });
      expect(reply.status).toBe(200);
      expect(reply.body.word).toBeUndefined();
      expect(reply.body.proof).toBeUndefined();
    }
  });

  it("does not take another day's proof", async () => {
    t.clock.set('2026-11-21T12:00:00Z');
    await t.puzzles.pin(325, 'FLOWER');
    const yesterday = await play(WRONG.slice(0, 6), (body) => check({ ...body, game_number: 325 }));
    t.clock.set('2026-11-22T12:00:00Z');
    const reply = await check({ guess: WRONG[6], previous_guesses: WRONG.slice(0, 6), proof: yesterday[5].body.proof });
    expect(reply.body.word).toBeUndefined();
  });

  it('shares its key through the database, so any API process can continue a game', async () => {
    const other = await startTestApp({}, { database: t.database });
    try {
      const otherHttp = request(other.app.getHttpServer());
      const first = await play(WRONG.slice(0, 3));
      const rest = await play(WRONG, async (body) => {
        const guesses = (body as { previous_guesses: string[] }).previous_guesses;
        if (guesses.length < 3) return first[guesses.length];
        return otherHttp.post('/api/check-guess').send({ timezone: 'UTC', game_number: 326, ...body });
      });
      expect(rest[6].body.word).toBe(ANSWER);
    } finally {
      await other.close();
    }
  });

  it('restarts a game in progress whose word an operator replaced, instead of judging it against two words', async () => {
    const earlier = await play(WRONG.slice(0, 2));
    const schedule = t.app.get(PuzzleScheduleService);
    await t.puzzles.pin(326, 'FLOWER', { released: () => true });
    try {
      await schedule.refresh();
      const reply = await check({ guess: WRONG[2], previous_guesses: WRONG.slice(0, 2), proof: earlier[1].body.proof });
      expect(reply.status).toBe(409);
      expect(reply.body).toEqual({ error: expect.stringContaining('Game mismatch'), code: 'answer_changed' });
      expect(reply.text.toUpperCase()).not.toMatch(/PLANET|FLOWER/);
      // The same guesses started again are judged against the new word, and can reach its reveal.
      const again = await play(WRONG);
      expect(again[0].body.evaluation).toEqual(['absent', 'present', 'absent', 'absent', 'absent', 'present']);
      expect(again[6].body.word).toBe('FLOWER');
    } finally {
      await t.puzzles.pin(326, ANSWER, { released: () => true });
      await schedule.refresh();
    }
  });

  it.each([
    [{ previous_guesses: 'BRIDGE' }, 'previous_guesses must be a list of guesses'],
    [{ previous_guesses: [...WRONG] }, 'previous_guesses holds at most 6 guesses'],
    [{ previous_guesses: ['BRIDGE', 'pla'] }, 'each of previous_guesses must be exactly 6 letters a-z'],
    [{ previous_guesses: [42] }, 'each of previous_guesses must be exactly 6 letters a-z'],
    [{ previous_guesses: ['ſilver'] }, 'each of previous_guesses must be exactly 6 letters a-z'],
    [{ proof: 42 }, 'proof must be a string'],
    [{ proof: 'x'.repeat(201) }, 'proof is too long'],
  ])('rejects %j with 400', async (body, message) => {
    const reply = await check({ guess: 'silver', ...body });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: message, code: 'invalid_body' });
  });
});
