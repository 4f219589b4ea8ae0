import request from 'supertest';
import { MetricsServer } from '../src/platform/metrics/metrics-server.js';
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
    return { guesses, proof: replies.at(-1)?.body.proof };
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

describe("a challenge's results: the limit a challenge keeps, and what the operator counts", () => {
  let t: TestApp;
  let address = 0;
  const http = () => request(t.app.getHttpServer());
  const newClient = () => `203.0.${Math.floor(++address / 250)}.${address % 250}`;

  beforeAll(async () => {
    t = await startTestApp({ ...SETTINGS, CHALLENGE_RESULTS_MAX: '2', METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const challenge = async () =>
    (await http().post('/api/challenges').send({ word: WORD, timezone: 'UTC' }).expect(201)).body as {
      id: string;
      sender_token: string;
    };
  async function play(id: string, guesses: string[], from: string) {
    const replies = await playGuesses(guesses, (body) =>
      http()
        .post(`/api/challenges/${id}/check-guess`)
        .set('X-Forwarded-For', from)
        .send({ timezone: 'UTC', ...body }),
    );
    return { guesses, proof: replies.at(-1)?.body.proof };
  }
  const post = (id: string, body: object, from: string) => {
    t.clock.advance(1000);
    return http().post(`/api/challenges/${id}/results`).set('X-Forwarded-For', from).send(body);
  };
  /** The counter's series, outcome → count. */
  async function counted(): Promise<Record<string, number>> {
    const text = await (await fetch(`http://127.0.0.1:${t.app.get(MetricsServer).address()?.port}/metrics`)).text();
    return Object.fromEntries(
      [...text.matchAll(/^hexle_challenge_results_total\{outcome="(\w+)"\} (\d+)$/gm)].map(([, outcome, n]) => [
        outcome,
        Number(n),
      ]),
    );
  }

  it('keeps CHALLENGE_RESULTS_MAX results a challenge and refuses the next with challenge_results_full', async () => {
    const { id, sender_token: token } = await challenge();
    for (const guesses of [[WORD], SEVEN_WRONG]) {
      const from = newClient();
      expect((await post(id, await play(id, guesses, from), from)).status).toBe(201);
    }
    const third = newClient();
    const refused = await post(id, await play(id, ['GARDEN', WORD], third), third);
    expect([refused.status, refused.body.code]).toEqual([409, 'challenge_results_full']);
    expect(refused.body.error).toContain('already counts 2 results');
    const read = await http().get(`/api/challenges/${id}/results`).set('Authorization', `Bearer ${token}`).expect(200);
    expect([read.body.players, read.body.solved]).toEqual([2, 1]);
    // The limit is a challenge's own: another challenge still takes that player's result.
    const other = await challenge();
    expect((await post(other.id, await play(other.id, ['GARDEN', WORD], third), third)).status).toBe(201);
  });

  it('counts results posted by outcome: accepted, or the code they were refused with', async () => {
    const before = await counted();
    expect(Object.keys(before).sort()).toEqual(
      [
        'accepted',
        'answer_changed',
        'challenge_not_found',
        'challenge_result_exists',
        'challenge_results_full',
        'game_not_over',
        'guesses_unproven',
        'name_refused',
        'not_in_word_list',
        'other',
      ].sort(),
    );
    const { id } = await challenge();
    const from = newClient();
    const game = await play(id, ['GARDEN', WORD], from);
    expect((await post(id, { ...game, proof: 'forged' }, from)).body.code).toBe('guesses_unproven');
    expect((await post(id, { guesses: ['GARDEN'], proof: game.proof }, from)).body.code).toBe('game_not_over');
    expect((await post(id, { ...game, name: 'shit' }, from)).body.code).toBe('name_refused');
    expect((await post('AAAAAAAAAAAAAAAAAAAAAA', game, from)).body.code).toBe('challenge_not_found');
    // A body refused at the edge is not a posted result.
    expect((await post(id, { ...game, name: 'x'.repeat(21) }, from)).body.code).toBe('invalid_body');
    expect((await post(id, game, from)).status).toBe(201);
    expect((await post(id, game, from)).body.code).toBe('challenge_result_exists');
    const second = newClient();
    expect((await post(id, await play(id, [WORD], second), second)).status).toBe(201);
    const third = newClient();
    expect((await post(id, await play(id, [WORD], third), third)).body.code).toBe('challenge_results_full');

    const after = await counted();
    const added = Object.fromEntries(
      Object.entries(after).map(([outcome, n]) => [outcome, n - (before[outcome] ?? 0)]),
    );
    expect(added).toEqual({
      accepted: 2,
      answer_changed: 0,
      challenge_not_found: 1,
      challenge_result_exists: 1,
      challenge_results_full: 1,
      game_not_over: 1,
      guesses_unproven: 1,
      name_refused: 1,
      not_in_word_list: 0,
      other: 0,
    });
  });
});

describe("a challenge's results: a day's budget per client and per network", () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp({ ...SETTINGS, CHALLENGE_RESULTS_DAILY_MAX: '2', CHALLENGE_RESULTS_NETWORK_DAILY_MAX: '3' });
  });
  afterAll(() => t.close());

  const challenge = async () =>
    ((await http().post('/api/challenges').send({ word: WORD, timezone: 'UTC' }).expect(201)).body as { id: string })
      .id;
  /** A one-guess win of a new challenge from `from`, posted: the reply. */
  async function tell(from: string) {
    const id = await challenge();
    const [reply] = await playGuesses([WORD], (body) =>
      http()
        .post(`/api/challenges/${id}/check-guess`)
        .set('X-Forwarded-For', from)
        .send({ timezone: 'UTC', ...body }),
    );
    t.clock.advance(1000);
    return http()
      .post(`/api/challenges/${id}/results`)
      .set('X-Forwarded-For', from)
      .send({ guesses: [WORD], proof: reply?.body.proof });
  }

  it('keeps CHALLENGE_RESULTS_DAILY_MAX results a client posts in a day, and its /48 CHALLENGE_RESULTS_NETWORK_DAILY_MAX', async () => {
    const rows = () => t.owner.client.challengeResult.count();
    const before = await rows();
    expect((await tell('192.0.2.1')).status).toBe(201);
    expect((await tell('192.0.2.1')).status).toBe(201);
    const limited = await tell('192.0.2.1');
    expect([limited.status, limited.body.code]).toEqual([429, 'rate_limited']);
    // Told to come back in hours (the day's budget).
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3600);
    expect(await rows()).toBe(before + 2);
    // Each /56 of one /48 has its own budget, and the /48 one for them all.
    const statuses = [];
    for (const block of ['100', '200', '300', '400']) statuses.push((await tell(`2001:db8:7:${block}::1`)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await tell('2001:db8:8:100::1')).status).toBe(201);
    expect(await rows()).toBe(before + 6);
    // A day later the client may post again.
    t.clock.advance(86_400_000);
    expect((await tell('192.0.2.1')).status).toBe(201);
  });
});
