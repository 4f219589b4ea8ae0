import request from 'supertest';
import { AnalysisService } from '../src/analysis/analysis.service.js';
import { playGuesses, SEVEN_WRONG } from './support/play.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Http = ReturnType<typeof request>;

/** Today's game in UTC at the test's clock (2026-11-22), and yesterday's, an archive game. */
const TODAY = 326;
const YESTERDAY = 325;
const ANSWER = 'PLANET';
const ARCHIVE_ANSWER = 'BRIDGE';

interface AnalysisReply {
  status: number;
  text: string;
  body: {
    code?: string;
    won?: boolean;
    result?: string;
    candidates_left?: number;
    guesses_lost?: number;
    hard_mode?: boolean;
    skill?: number;
    luck?: number;
    guesses?: number;
    solver_guesses?: number;
    steps?: { guess: string; candidates_before: number; candidates_after: number; could_have_known?: boolean }[];
  };
}

let addresses = 0;
/** A client address of its own for each request, so the analysis budget of one test leaves the others alone. */
const freshAddress = () => `198.51.100.${++addresses % 250}`;

describe('POST /api/analysis', () => {
  let t: TestApp;
  let http: Http;
  const analyse = (body: object, from = freshAddress()) =>
    http.post('/api/analysis').set('X-Forwarded-For', from).send(body) as unknown as Promise<AnalysisReply>;
  const daily = (guesses: string[], proof?: string, extra: object = {}) =>
    analyse({ kind: 'daily', game_number: TODAY, timezone: 'UTC', guesses, proof, ...extra });
  const play = (guesses: string[], path = '/api/check-guess', gameNumber = TODAY) =>
    playGuesses(guesses, (body) => http.post(path).send({ timezone: 'UTC', game_number: gameNumber, ...body }));
  /** The proof the server gave with the last of the guesses. */
  const proofOf = async (guesses: string[], path?: string, gameNumber?: number) =>
    (await play(guesses, path, gameNumber)).at(-1)!.body.proof!;

  beforeAll(async () => {
    t = await startTestApp({ ANALYSIS_RATE_LIMIT_MAX: '6', ANALYSIS_NETWORK_RATE_LIMIT_MAX: '9' });
    http = request(t.app.getHttpServer());
    await t.puzzles.pin(TODAY, ANSWER);
    await t.puzzles.pin(YESTERDAY, ARCHIVE_ANSWER);
    await t.app.get(AnalysisService).ready();
  });
  afterAll(() => t.close());

  function expectSound(reply: AnalysisReply, guesses: string[], won: boolean): void {
    expect(reply.status).toBe(200);
    const { steps = [] } = reply.body;
    expect(reply.body).toMatchObject({ won, guesses: guesses.length });
    expect(reply.body.result === 'won').toBe(won);
    expect(steps.map((step) => step.guess)).toEqual(guesses);
    expect(steps[0].candidates_before).toBeGreaterThan(2000);
    for (let i = 1; i < steps.length; i++) expect(steps[i].candidates_before).toBe(steps[i - 1].candidates_after);
    for (const score of [reply.body.skill!, reply.body.luck!]) {
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(99);
    }
    expect(reply.body.solver_guesses).toBeGreaterThanOrEqual(1);
    expect(typeof steps.at(-1)!.could_have_known).toBe('boolean');
  }

  describe('analyses a game that has ended', () => {
    it('won: the last guess is the answer, the earlier ones proven', async () => {
      const guesses = ['GARDEN', 'SILVER', ANSWER];
      const proof = await proofOf(guesses.slice(0, 2));
      expectSound(await daily(guesses, proof), guesses, true);
    });

    it('won or lost with the proof of the game’s last reply, which covers every guess', async () => {
      const won = ['GARDEN', 'SILVER', ANSWER];
      expectSound(await daily(won, await proofOf(won)), won, true);
      expectSound(await daily([ANSWER], await proofOf([ANSWER])), [ANSWER], true);
      expectSound(await daily(SEVEN_WRONG, await proofOf(SEVEN_WRONG)), SEVEN_WRONG, false);
      // The proof of one game's end is no proof of another ending the same way.
      const other = await daily(['SILVER', 'GARDEN', ANSWER], await proofOf(won));
      expect([other.status, other.body.code]).toEqual([422, 'guesses_unproven']);
    });

    it('won at the first guess, with nothing to prove', async () => {
      const reply = await daily([ANSWER]);
      expectSound(reply, [ANSWER], true);
      expect(reply.body.steps![0].candidates_after).toBe(1);
    });

    it('lost: seven wrong guesses, the first six proven', async () => {
      const proof = await proofOf(SEVEN_WRONG.slice(0, 6));
      expectSound(await daily(SEVEN_WRONG, proof), SEVEN_WRONG, false);
    });

    it('of the archive, as today’s (kind daily or archive: the same game)', async () => {
      const guesses = ['GARDEN', ARCHIVE_ANSWER];
      const proof = await proofOf(['GARDEN'], '/api/archive/check-guess', YESTERDAY);
      for (const kind of ['archive', 'daily'])
        expectSound(await analyse({ kind, game_number: YESTERDAY, timezone: 'UTC', guesses, proof }), guesses, true);
    });

    it('of a challenge, whose word may be any valid guess', async () => {
      const { id } = (await http.post('/api/challenges').send({ word: 'ZYDECO', timezone: 'UTC' }).expect(201))
        .body as {
        id: string;
      };
      const guesses = ['GARDEN', 'ZYDECO'];
      const replies = await playGuesses(['GARDEN'], (body) =>
        http.post(`/api/challenges/${id}/check-guess`).send({ timezone: 'UTC', ...body }),
      );
      expectSound(await analyse({ kind: 'challenge', id, guesses, proof: replies[0].body.proof }), guesses, true);
      const unknown = await analyse({ kind: 'challenge', id: 'A'.repeat(22), guesses });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'challenge_not_found' });
    });

    it('of a practice game given up, for the client that started it only', async () => {
      const home = '203.0.113.77';
      const started = await http
        .post('/api/practice')
        .set('X-Forwarded-For', home)
        .send({ timezone: 'UTC' })
        .expect(201);
      const { id } = started.body as { id: string };
      const [first] = await playGuesses(['GARDEN'], (body) =>
        http
          .post(`/api/practice/${id}/check-guess`)
          .set('X-Forwarded-For', home)
          .send({ timezone: 'UTC', ...body }),
      );
      const body = { kind: 'practice', id, guesses: ['GARDEN'], proof: first.body.proof };
      if (first.body.is_winner) return; // GARDEN was the practice word: nothing to give up.
      const notOver = await analyse(body, home);
      expect(notOver.status).toBe(409);
      expect(notOver.body).toMatchObject({ code: 'game_not_over' });
      const gaveUp = await analyse({ ...body, gave_up: true }, home);
      expectSound(gaveUp, ['GARDEN'], false);
      // A give-up is its own result, reports what was left after its last guess, and scores as a loss.
      expect(gaveUp.body.result).toBe('gave_up');
      expect(gaveUp.body.candidates_left).toBe(gaveUp.body.steps![0].candidates_after);
      expect(gaveUp.body.candidates_left).toBeLessThan(gaveUp.body.steps![0].candidates_before);
      expect(gaveUp.body.guesses_lost).toBeGreaterThan(1);
      expect(gaveUp.body.skill).toBeLessThan(50);
      const elsewhere = await analyse({ ...body, gave_up: true }, '203.0.113.78');
      expect(elsewhere.status).toBe(403);
      expect(elsewhere.body).toMatchObject({ code: 'practice_other_client' });
    });
  });

  describe('refuses, telling nothing about the game', () => {
    const expectRefusal = (reply: AnalysisReply, status: number, code: string) => {
      expect(reply.status).toBe(status);
      expect(Object.keys(reply.body).sort()).toEqual(['code', 'error']);
      expect(reply.body.code).toBe(code);
      expect(reply.text.toUpperCase()).not.toContain(ANSWER);
    };

    it('a game not over yet: 409 game_not_over', async () => {
      const proof = await proofOf(['GARDEN']);
      expectRefusal(await daily(['GARDEN', 'SILVER'], proof), 409, 'game_not_over');
      expectRefusal(await daily(['GARDEN']), 409, 'game_not_over');
      expectRefusal(await daily(SEVEN_WRONG.slice(0, 6), proof), 409, 'game_not_over');
    });

    it('a give-up claimed for a game that is not practice: it counts for nothing', async () => {
      expectRefusal(await daily(['GARDEN'], undefined, { gave_up: true }), 409, 'game_not_over');
    });

    it('guesses the game never judged: 422 guesses_unproven', async () => {
      const proof = await proofOf(['GARDEN', 'SILVER']);
      // No proof; a proof of other guesses; the guesses in another order; a made-up proof.
      expectRefusal(await daily(['GARDEN', 'SILVER', ANSWER]), 422, 'guesses_unproven');
      expectRefusal(await daily(['GARDEN', 'CASTLE', ANSWER], proof), 422, 'guesses_unproven');
      expectRefusal(await daily(['SILVER', 'GARDEN', ANSWER], proof), 422, 'guesses_unproven');
      expectRefusal(
        await daily(['GARDEN', 'SILVER', ANSWER], `${'a'.repeat(43)}.${'b'.repeat(22)}`),
        422,
        'guesses_unproven',
      );
      // Seven wrong guesses whose first six were never played.
      expectRefusal(await daily(SEVEN_WRONG, proof), 422, 'guesses_unproven');
    });

    it('another game’s proof: 422 guesses_unproven', async () => {
      const archiveProof = await proofOf(['GARDEN', 'SILVER'], '/api/archive/check-guess', YESTERDAY);
      expectRefusal(await daily(['GARDEN', 'SILVER', ANSWER], archiveProof), 422, 'guesses_unproven');
      const todayProof = await proofOf(['GARDEN']);
      const archive = await analyse({
        kind: 'archive',
        game_number: YESTERDAY,
        timezone: 'UTC',
        guesses: ['GARDEN', ARCHIVE_ANSWER],
        proof: todayProof,
      });
      expectRefusal(archive, 422, 'guesses_unproven');
    });

    it('unknown words: 422 not_in_word_list', async () => {
      const proof = await proofOf(['GARDEN']);
      expectRefusal(await daily(['GARDEN', 'QZXVBN', ANSWER], proof), 422, 'not_in_word_list');
    });

    it('a game not released in the player’s zone: 404 game_not_found', async () => {
      const reply = await analyse({ kind: 'daily', game_number: TODAY + 1, timezone: 'UTC', guesses: ['GARDEN'] });
      expectRefusal(reply, 404, 'game_not_found');
    });

    it.each([
      ['too many guesses', { guesses: [...SEVEN_WRONG, 'PLANET'] }, 'guesses holds at most 7 guesses'],
      ['no guesses', { guesses: [] }, 'guesses must hold at least one guess'],
      ['a guess that is not six letters', { guesses: ['PLANETS'] }, 'each of guesses must be exactly 6 letters a-z'],
      ['another kind', { kind: 'weekly' }, 'kind must be one of daily, archive, challenge, practice'],
      ['no time zone', { timezone: undefined }, undefined],
      ['a proof too long', { proof: 'x'.repeat(201) }, 'proof is too long'],
    ])('bad input (%s): 400 invalid_body', async (_, change, error) => {
      const reply = await analyse({ kind: 'daily', game_number: TODAY, timezone: 'UTC', guesses: [ANSWER], ...change });
      expectRefusal(reply, 400, 'invalid_body');
      if (error) expect(reply.body).toMatchObject({ error });
    });

    it('a malformed challenge or practice id: 400 invalid_body', async () => {
      expectRefusal(await analyse({ kind: 'challenge', id: 'short', guesses: [ANSWER] }), 400, 'invalid_body');
      expectRefusal(await analyse({ kind: 'practice', id: 'short', guesses: [ANSWER] }), 400, 'invalid_body');
    });
  });

  describe('has its own budget', () => {
    it('per client: ANALYSIS_RATE_LIMIT_MAX a window, then a JSON 429 with Retry-After', async () => {
      const from = '192.0.2.44';
      const body = { kind: 'daily', game_number: TODAY, timezone: 'UTC', guesses: [ANSWER] };
      for (let i = 0; i < 6; i++) expect((await analyse(body, from)).status).toBe(200);
      const refused = await http.post('/api/analysis').set('X-Forwarded-For', from).send(body);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'rate_limited' });
      expect(refused.headers['retry-after']).toBeDefined();
    });

    it('per IPv6 /48: ANALYSIS_NETWORK_RATE_LIMIT_MAX a window for all its /56 blocks together', async () => {
      const body = { kind: 'daily', game_number: TODAY, timezone: 'UTC', guesses: [ANSWER] };
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++)
        statuses.push((await analyse(body, `2001:db8:77:${(i << 8).toString(16)}::1`)).status);
      expect(statuses).toEqual([...Array(9).fill(200), 429]);
    });
  });
});
