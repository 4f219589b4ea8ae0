import request from 'supertest';
import { playGuesses, SEVEN_WRONG } from './support/play.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const WORD = 'FLOWER';
const SETTINGS = { RATE_LIMIT_MAX: '100000', NETWORK_RATE_LIMIT_MAX: '10000000' };

describe("a challenge's results, for its sender", () => {
  let t: TestApp;
  let address = 0;
  const http = () => request(t.app.getHttpServer());
  const newClient = () => `198.51.${Math.floor(++address / 250)}.${address % 250}`;

  beforeAll(async () => {
    t = await startTestApp(SETTINGS);
  });
  afterAll(() => t.close());

  async function challenge(): Promise<{ id: string; token: string }> {
    const made = await http().post('/api/challenges').send({ word: WORD, timezone: 'UTC' }).expect(201);
    return { id: made.body.id as string, token: made.body.sender_token as string };
  }

  /** A friend's whole game through the challenge's check-guess, and the proof to send with it. */
  async function play(id: string, guesses: string[], from: string) {
    const replies = await playGuesses(guesses, (body) =>
      http()
        .post(`/api/challenges/${id}/check-guess`)
        .set('X-Forwarded-For', from)
        .send({ timezone: 'UTC', ...body }),
    );
    for (const reply of replies) expect(reply.status).toBe(200);
    return { guesses, proof: replies.at(-2)?.body.proof };
  }

  /** Friends finish a moment apart, as people do: results are listed in the order they came. */
  const post = (id: string, body: object, from: string) => {
    t.clock.advance(1000);
    return http().post(`/api/challenges/${id}/results`).set('X-Forwarded-For', from).send(body);
  };
  const read = (id: string, token?: string) => {
    const get = http().get(`/api/challenges/${id}/results`);
    return token === undefined ? get : get.set('Authorization', `Bearer ${token}`);
  };

  it('tells the sender how many solved it and in how many guesses, and the names of those who showed one', async () => {
    const { id, token } = await challenge();
    const ana = newClient();
    const bea = newClient();
    const cy = newClient();
    expect(
      (await post(id, { ...(await play(id, ['GARDEN', 'SILVER', WORD], ana)), name: ' Ana\u0000' }, ana)).body,
    ).toEqual({
      won: true,
      guesses: 3,
    });
    expect((await post(id, await play(id, SEVEN_WRONG, bea), bea)).status).toBe(201);
    expect((await post(id, { ...(await play(id, [WORD], cy)), name: 'Cy' }, cy)).status).toBe(201);
    const results = await read(id, token).expect(200);
    expect(results.headers['cache-control']).toBe('private, no-store');
    expect(results.text.toUpperCase()).not.toContain(WORD);
    expect(results.body).toEqual({
      id,
      players: 3,
      solved: 2,
      distribution: { '1': 1, '2': 0, '3': 1, '4': 0, '5': 0, '6': 0, '7': 0, X: 1 },
      named: [
        { name: 'Ana', won: true, guesses: 3 },
        { name: 'Cy', won: true, guesses: 1 },
      ],
    });
  });

  it('refuses a result the server did not judge, a second one from the same player, and a refused name; stores nothing', async () => {
    const { id, token } = await challenge();
    const from = newClient();
    const game = await play(id, ['GARDEN', 'SILVER', WORD], from);
    for (const forged of [
      { ...game, proof: undefined },
      { ...game, proof: 'forged' },
      { guesses: [SEVEN_WRONG[0], WORD] },
    ]) {
      const refused = await post(id, forged, from);
      expect([refused.status, refused.body.code]).toEqual([422, 'guesses_unproven']);
    }
    const notOver = await post(id, { guesses: ['GARDEN', 'SILVER'], proof: game.proof }, from);
    expect([notOver.status, notOver.body.code]).toEqual([409, 'game_not_over']);
    const rude = await post(id, { ...game, name: 'shit' }, from);
    expect([rude.status, rude.body.code]).toEqual([422, 'name_refused']);
    const long = await post(id, { ...game, name: 'x'.repeat(21) }, from);
    expect([long.status, long.body.code]).toEqual([400, 'invalid_body']);
    expect((await read(id, token).expect(200)).body.players).toBe(0);
    expect((await post(id, game, from)).status).toBe(201);
    const again = await post(id, { ...(await play(id, [WORD], from)) }, from);
    expect([again.status, again.body.code]).toEqual([409, 'challenge_result_exists']);
    expect((await read(id, token).expect(200)).body.players).toBe(1);
    const unknown = await post('AAAAAAAAAAAAAAAAAAAAAA', game, newClient());
    expect([unknown.status, unknown.body.code]).toEqual([404, 'challenge_not_found']);
  });

  it("lets only the sender's token read them, never in the link", async () => {
    const { id } = await challenge();
    const other = await challenge();
    for (const token of [undefined, other.token, 'x'.repeat(43), 'short']) {
      const refused = await read(id, token);
      expect([refused.status, refused.body.code]).toEqual([403, 'sender_token_refused']);
    }
    const friendView = await http().get(`/api/challenges/${id}`).expect(200);
    expect(friendView.text).not.toContain('sender_token');
    // Removed with the challenge.
    const from = newClient();
    expect((await post(id, await play(id, [WORD], from), from)).status).toBe(201);
    await t.owner.client.challenge.delete({ where: { id } });
    expect(await t.owner.client.challengeResult.count({ where: { challengeId: id } })).toBe(0);
  });
});
