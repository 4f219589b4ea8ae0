import request from 'supertest';
import { DailyTally } from '../src/daily-stats/daily-tally.js';
import { MetricsServer } from '../src/platform/metrics/metrics-server.js';
import { playGuesses, type GuessReply, SEVEN_WRONG } from './support/play.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Today's game in UTC at the test's clock (2026-11-22). */
const TODAY = 326;
const ANSWER = 'FLOWER';
/** No background flush: each test adds what waits when it chooses, with flush(). */
const COUNTING = { DAILY_STATS_FLUSH_SECONDS: '300', RATE_LIMIT_MAX: '100000', NETWORK_RATE_LIMIT_MAX: '10000000' };

type Send = (body: object) => Promise<GuessReply>;

/** Check-guess for today's game from one address. */
const sender =
  (t: TestApp, from: string, path = '/api/check-guess'): Send =>
  (body) =>
    request(t.app.getHttpServer())
      .post(path)
      .set('X-Forwarded-For', from)
      .send({ timezone: 'UTC', game_number: TODAY, ...body });

/** A whole game: the wrong guesses, then the answer when `won`. */
const game = (wrong: string[], won: boolean) => (won ? [...wrong, ANSWER] : wrong);

async function finish(t: TestApp, from: string, guesses: string[]): Promise<GuessReply[]> {
  const replies = await playGuesses(guesses, sender(t, from));
  for (const reply of replies) expect(reply.status).toBe(200);
  return replies;
}

/** The figures as a player's page reads them, once the process's short memory of them has passed. */
async function figures(t: TestApp, gameNumber = TODAY) {
  t.clock.advance(11_000);
  const reply = await request(t.app.getHttpServer()).get(`/api/stats/daily/${gameNumber}?timezone=UTC`).expect(200);
  return reply.body as { players: number; won: number; distribution: Record<string, number>; openers: unknown[] };
}

/** Valid guesses that are none of SEVEN_WRONG and not the answer, to make games no other game repeats. */
async function otherWords(t: TestApp, count: number): Promise<string[]> {
  const words = await t.owner.client.word.findMany({ select: { text: true }, orderBy: { text: 'asc' }, take: 600 });
  return words
    .map((word) => word.text)
    .filter((word) => word !== ANSWER && !SEVEN_WRONG.includes(word))
    .slice(0, count);
}

describe("the day's figures", () => {
  let t: TestApp;
  let words: string[];
  let address = 0;
  /** A new client on a network of its own. */
  const newClient = () => `198.${51 + Math.floor(++address / 250)}.${address % 250}.1`;
  const flush = () => t.app.get(DailyTally).flush();

  beforeEach(async () => {
    t = await startTestApp({ ...COUNTING, METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' });
    await t.puzzles.pin(TODAY, ANSWER);
    await t.puzzles.pin(TODAY - 1, 'PLANET');
    words ??= await otherWords(t, 400);
  });
  afterEach(() => t.close());

  it('counts wins in 1 to 7 and losses exactly, once each, from what the server judged', async () => {
    for (let count = 1; count <= 7; count++)
      await finish(t, `203.0.${count}.1`, game(SEVEN_WRONG.slice(0, count - 1), true));
    await finish(t, '203.0.8.1', game(SEVEN_WRONG, false));
    await finish(t, '203.0.9.1', game([...SEVEN_WRONG].reverse(), false));
    // Games not yet over are not counted.
    await finish(t, '203.0.10.1', SEVEN_WRONG.slice(0, 6));
    await flush();
    const day = await figures(t);
    expect(day).toEqual({
      game_number: TODAY,
      date: '2026-11-22',
      players: 9,
      won: 7,
      distribution: { '1': 1, '2': 1, '3': 1, '4': 1, '5': 1, '6': 1, '7': 1, X: 2 },
      average_guesses: 4,
      openers: [],
    });
  });

  it('does not count a game again when its client sends it again; from elsewhere the caps bound it', async () => {
    const home = newClient();
    const replies = await finish(t, home, [SEVEN_WRONG[0], ANSWER]);
    const last = { guess: ANSWER, previous_guesses: [SEVEN_WRONG[0]], proof: replies[0].body.proof };
    await flush();
    expect((await sender(t, home)(last)).status).toBe(200);
    await flush();
    // Sent twice within one flush: counted once.
    const other = await finish(t, home, [SEVEN_WRONG[1], ANSWER]);
    await sender(t, home)({ guess: ANSWER, previous_guesses: [SEVEN_WRONG[1]], proof: other[0].body.proof });
    await flush();
    expect((await figures(t)).players).toBe(2);
    expect(await counter(t, 'repeat')).toBe(2);
    // Another client replaying it counts as that client's game, one of its two.
    const away = newClient();
    await sender(t, away)(last);
    await sender(t, away)(last);
    await flush();
    expect((await figures(t)).players).toBe(3);
    expect(await counter(t, 'repeat')).toBe(3);
  });

  it('counts a loss once: the answer sent afterwards with the proof of its first guesses is the same game', async () => {
    const home = newClient();
    const replies = await finish(t, home, SEVEN_WRONG);
    expect(replies[6].body.word).toBe(ANSWER);
    const win = await sender(
      t,
      home,
    )({ guess: ANSWER, previous_guesses: SEVEN_WRONG.slice(0, 2), proof: replies[1].body.proof });
    expect(win.body.is_winner).toBe(true);
    await flush();
    expect(await figures(t)).toMatchObject({ players: 1, won: 0, distribution: { X: 1 } });
    expect(await counter(t, 'repeat')).toBe(1);
  });

  it('counts no game whose earlier guesses come without their proof, or with a forged one', async () => {
    const forged = 'A'.repeat(43) + '.' + 'B'.repeat(22);
    const win = await sender(
      t,
      newClient(),
    )({ guess: ANSWER, previous_guesses: SEVEN_WRONG.slice(0, 2), proof: forged });
    expect(win.body.is_winner).toBe(true);
    const bare = await sender(t, newClient())({ guess: ANSWER, previous_guesses: SEVEN_WRONG.slice(0, 3) });
    expect(bare.body.is_winner).toBe(true);
    const loss = await sender(
      t,
      newClient(),
    )({ guess: SEVEN_WRONG[6], previous_guesses: SEVEN_WRONG.slice(0, 6), proof: forged });
    expect(loss.body.word).toBeUndefined();
    // A proof of game 325 does not prove a game of 326.
    const yesterday = await playGuesses(SEVEN_WRONG.slice(0, 1), (body) =>
      sender(t, newClient(), '/api/archive/check-guess')({ ...body, game_number: TODAY - 1 }),
    );
    await sender(
      t,
      newClient(),
    )({ guess: ANSWER, previous_guesses: SEVEN_WRONG.slice(0, 1), proof: yesterday[0].body.proof });
    await flush();
    expect((await figures(t)).players).toBe(0);
  });

  it('counts no archive game in its day’s figures', async () => {
    const archive = sender(t, newClient(), '/api/archive/check-guess');
    expect((await archive({ guess: 'PLANET', game_number: TODAY - 1 })).body.is_winner).toBe(true);
    await flush();
    expect((await figures(t, TODAY - 1)).players).toBe(0);
  });

  it('counts at most DAILY_STATS_CLIENT_CAP games of one client, and the rest still play', async () => {
    const client = '192.0.2.10';
    for (let index = 0; index < 4; index++) {
      const replies = await finish(t, client, [words[index], ANSWER]);
      expect(replies[1].body.word).toBe(ANSWER);
    }
    await flush();
    expect((await figures(t)).players).toBe(2);
    expect(await counter(t, 'client_cap')).toBe(2);
    // An IPv6 client is its /56: two addresses of one /56 are one client.
    await finish(t, '2001:db8:1:100::1', [words[10], ANSWER]);
    await finish(t, '2001:db8:1:1ff::2', [words[11], ANSWER]);
    await finish(t, '2001:db8:1:100::3', [words[12], ANSWER]);
    await flush();
    expect((await figures(t)).players).toBe(4);
  });

  it('counts at most DAILY_STATS_NETWORK_CAP games of one /24, and of one IPv6 /48', async () => {
    for (let host = 1; host <= 25; host++) await finish(t, `192.0.2.${host}`, [words[host], ANSWER]);
    for (let block = 1; block <= 22; block++)
      await finish(t, `2001:db8:7:${(block * 256).toString(16)}::1`, [words[100 + block], ANSWER]);
    await flush();
    expect((await figures(t)).players).toBe(40);
    expect(await counter(t, 'network_cap')).toBe(7);
    // Once the database has said a network is full, its further games are refused in the
    // process, counted at once (before any flush), and the figures do not move.
    await finish(t, '192.0.2.200', [words[60], ANSWER]);
    await finish(t, '2001:db8:7:9900::1', [words[61], ANSWER]);
    expect(await counter(t, 'network_cap')).toBe(9);
    // A network that is not full still counts.
    await finish(t, '192.0.3.1', [words[62], ANSWER]);
    expect(await counter(t, 'network_cap')).toBe(9);
    await flush();
    expect((await figures(t)).players).toBe(41);
  });

  it('names the openers of at least 10 games, none before 10 games finished, and none when the answer is one', async () => {
    for (let index = 0; index < 9; index++) await finish(t, newClient(), [SEVEN_WRONG[0], words[index], ANSWER]);
    await flush();
    expect((await figures(t)).openers).toEqual([]);
    await finish(t, newClient(), [SEVEN_WRONG[0], words[9], ANSWER]);
    await flush();
    expect((await figures(t)).openers).toEqual([{ word: SEVEN_WRONG[0], share: 1 }]);
    // Nine players guessed the answer first: fewer than 10, so the list stands.
    for (let index = 0; index < 9; index++) await finish(t, `10.${index}.0.1`, [ANSWER]);
    await flush();
    expect((await figures(t)).openers).toEqual([{ word: SEVEN_WRONG[0], share: 0.526 }]);
    // A tenth: the answer is now a common first word, and no opener is named, lest its absence name it.
    await finish(t, '10.9.0.1', [ANSWER]);
    await flush();
    const day = await figures(t);
    expect(day).toMatchObject({ players: 20, distribution: { '1': 10 }, openers: [] });
    expect(JSON.stringify(day)).not.toContain(ANSWER);
  });

  it('agrees to the unit across three API processes counting into one database, caps included', async () => {
    const replicas = [
      await startTestApp(COUNTING, { database: t.database, clock: t.clock }),
      await startTestApp(COUNTING, { database: t.database, clock: t.clock }),
    ];
    try {
      const apps = [t, ...replicas];
      for (let index = 0; index < 30; index++) await finish(apps[index % 3], newClient(), [words[index], ANSWER]);
      // One client sending three games, one to each replica: two count.
      for (let index = 0; index < 3; index++) await finish(apps[index], '192.0.2.77', [words[50 + index], ANSWER]);
      // One network's 25 clients spread over the replicas: twenty count.
      for (let host = 1; host <= 25; host++)
        await finish(apps[host % 3], `192.0.3.${host}`, [words[100 + host], ANSWER]);
      // The same game sent by its client to each: counted once.
      const home = newClient();
      const replies = await finish(t, home, [words[60], ANSWER]);
      const last = { guess: ANSWER, previous_guesses: [words[60]], proof: replies[0].body.proof };
      for (const replica of replicas) await sender(replica, home)(last);
      await Promise.all(apps.map((app) => app.app.get(DailyTally).flush()));
      for (const app of apps) expect((await figures(app)).players).toBe(30 + 2 + 20 + 1);
    } finally {
      for (const replica of replicas) await replica.app.close();
    }
  });

  it('adds what waits on a clean stop', async () => {
    const replica = await startTestApp(COUNTING, { database: t.database, clock: t.clock });
    for (let index = 0; index < 5; index++) await finish(replica, newClient(), [words[index], ANSWER]);
    await replica.app.close();
    expect((await figures(t)).players).toBe(5);
  });

  it('forgets who played once the day is over everywhere, and keeps the figures', async () => {
    for (let index = 0; index < 3; index++) await finish(t, newClient(), [words[index], ANSWER]);
    await flush();
    const rows = async () =>
      (
        await t.owner.client.$queryRaw<{ claims: number; salts: number; openers: number }[]>`
        SELECT (SELECT count(*) FROM daily_game_claims)::int AS claims,
               (SELECT count(*) FROM daily_stats_salts)::int AS salts,
               (SELECT count(*) FROM daily_opener_counts)::int AS openers`
      )[0];
    expect(await rows()).toEqual({ claims: 3, salts: 1, openers: 3 });
    // Game 326 is played until 2026-11-23T12:00Z (UTC-12); a day later it is over everywhere.
    t.clock.set('2026-11-24T12:00:00Z');
    await flush();
    expect(await rows()).toEqual({ claims: 0, salts: 0, openers: 0 });
    expect((await figures(t)).players).toBe(3);
  });

  it('names no answer of a day not over everywhere, whatever other games warmed before', async () => {
    // Yesterday (still played west of UTC), today and the days to come each have an answer.
    const live = ['BRIDGE', ANSWER, 'SILVER', 'CASTLE', 'MARKET'];
    for (const [offset, word] of live.entries()) await t.puzzles.pin(TODAY - 1 + offset, word);
    const collected: string[] = [];
    const collect = async () => {
      for (const zone of ['Pacific/Kiritimati', 'UTC', 'Etc/GMT%2B12'])
        for (let gameNumber = TODAY - 3; gameNumber <= TODAY + 2; gameNumber++) {
          t.clock.advance(11_000);
          const reply = await request(t.app.getHttpServer()).get(`/api/stats/daily/${gameNumber}?timezone=${zone}`);
          collected.push(reply.text.toUpperCase());
        }
    };
    await collect();
    // Games of every kind end: today's (twelve won at the first guess), yesterday's from the archive,
    // a challenge and a practice game whose words are answers to come.
    for (let index = 0; index < 12; index++) await finish(t, `10.${index}.0.1`, [ANSWER]);
    for (let index = 0; index < 12; index++) await finish(t, newClient(), [words[index], 'GARDEN', ANSWER]);
    await sender(t, newClient(), '/api/archive/check-guess')({ guess: 'BRIDGE', game_number: TODAY - 1 });
    const { id } = (
      await request(t.app.getHttpServer()).post('/api/challenges').send({ word: 'SILVER', timezone: 'UTC' })
    ).body as { id: string };
    await request(t.app.getHttpServer())
      .post(`/api/challenges/${id}/check-guess`)
      .send({ guess: 'SILVER', timezone: 'UTC' });
    await flush();
    await collect();
    const seen = collected.join('\n');
    expect(seen).toContain('"PLAYERS":24');
    for (const word of live) expect({ word, shown: seen.includes(word) }).toEqual({ word, shown: false });
  });

  it('replies 404 game_not_found for a later game, 400 for a bad number, and may be cached briefly', async () => {
    const http = request(t.app.getHttpServer());
    const later = await http.get(`/api/stats/daily/${TODAY + 1}?timezone=UTC`).expect(404);
    expect(later.body.code).toBe('game_not_found');
    // Already game 327 east of the date line.
    await http.get(`/api/stats/daily/${TODAY + 1}?timezone=Pacific/Kiritimati`).expect(200);
    for (const bad of ['0', 'abc', '12345678901', '-1'])
      expect((await http.get(`/api/stats/daily/${bad}?timezone=UTC`).expect(400)).body.code).toBe('invalid_path');
    expect((await http.get(`/api/stats/daily/${TODAY}`).expect(400)).body.code).toBe('invalid_query');
    const reply = await http.get(`/api/stats/daily/${TODAY}?timezone=UTC`).expect(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=20');
    expect(later.headers['cache-control']).toBe('no-store');
  });

  it('counts nothing with DAILY_STATS=off', async () => {
    const off = await startTestApp({ ...COUNTING, DAILY_STATS: 'off' }, { database: t.database, clock: t.clock });
    try {
      await finish(off, newClient(), [words[0], ANSWER]);
      await off.app.get(DailyTally).flush();
      expect((await figures(off)).players).toBe(0);
    } finally {
      await off.app.close();
    }
  });
});

/** hexle_daily_stats_games_total for one outcome, as Prometheus scrapes it. */
async function counter(t: TestApp, outcome: string): Promise<number> {
  const address = t.app.get(MetricsServer).address();
  const text = await (await fetch(`http://127.0.0.1:${address?.port}/metrics`)).text();
  const line = text.split('\n').find((row) => row.startsWith(`hexle_daily_stats_games_total{outcome="${outcome}"}`));
  return Number(line?.split(' ').at(-1));
}
