import { isOffensive, offensiveWords } from '@hexle/contract/words';
import request from 'supertest';
import { GameDayService } from '../src/game-day/game-day.service.js';
import { PracticeService } from '../src/practice/practice.service.js';
import { playGuesses, SEVEN_WRONG, type GuessReply } from './support/play.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Http = ReturnType<typeof request>;

const NOT_FOUND = {
  error: 'No such practice game: the id is wrong. Start a new practice game.',
  code: 'practice_not_found',
};
const MALFORMED = {
  error: 'This practice game id is broken: it is not one the game makes',
  code: 'practice_id_malformed',
};
const OTHER_CLIENT = {
  error: 'This practice game was started from another connection. Start a new practice game.',
  code: 'practice_other_client',
};
const EXPIRED = {
  error: 'This practice game has expired: games can be played for 30 days. Start a new practice game.',
  code: 'practice_expired',
};
const UNPROVEN = {
  error: "Can't give up this game: send its guesses so far with the proof the server gave for the last of them",
  code: 'give_up_unproven',
};
const FLOWER_MEANING = { part_of_speech: 'noun', glosses: ['a plant cultivated for its blooms or blossoms'] };

/** Every request of these tests comes from one client unless it says otherwise. */
const HOME = '203.0.113.10';

function client(http: Http, from = HOME) {
  const post = (path: string, body: object) =>
    http
      .post(path)
      .set('X-Forwarded-For', from)
      .send({ timezone: 'UTC', ...body });
  return {
    start: () => post('/api/practice', {}),
    check: (id: string) => (body: object) =>
      post(`/api/practice/${id}/check-guess`, body) as unknown as PromiseLike<GuessReply>,
    giveUp: (id: string, body: object) => post(`/api/practice/${id}/give-up`, body),
  };
}

/** The id with one character changed: a forged id of the right shape. */
function altered(id: string, index: number): string {
  return id.slice(0, index) + (id[index] === 'A' ? 'B' : 'A') + id.slice(index + 1);
}

describe('practice on the day after launch, when only game 1 is over everywhere', () => {
  let t: TestApp;
  let http: Http;
  let home: ReturnType<typeof client>;

  beforeAll(async () => {
    // Game 2 (2026-01-02) began at 2026-01-01T10:00Z on UTC+14; game 1 ends on UTC-12 at 2026-01-02T12:00Z.
    t = await startTestApp({}, { at: '2026-01-02T11:59:59Z' });
    http = request(t.app.getHttpServer());
    home = client(http);
    await t.puzzles.pin(1, 'FLOWER');
    await t.puzzles.pin(2, 'PLANET');
    await t.owner.client.$executeRaw`DELETE FROM word_meanings WHERE word = 'FLOWER'`;
    await t.owner.client.$executeRaw`
      INSERT INTO word_meanings (word, part_of_speech, glosses)
      VALUES ('FLOWER', ${FLOWER_MEANING.part_of_speech}, ${FLOWER_MEANING.glosses})`;
  });
  afterAll(() => t.close());

  it('is refused with practice_unavailable while no day is over everywhere, and opens the second game 1 is', async () => {
    const refused = await home.start().expect(409);
    expect(refused.body).toEqual({
      error:
        'Practice is not available yet: practice games use the words of days that are over everywhere, and there are none yet. Please come back tomorrow.',
      code: 'practice_unavailable',
    });
    t.clock.set('2026-01-02T12:00:00Z');
    const started = await home.start().expect(201);
    expect(started.body).toEqual({ id: expect.stringMatching(/^[\w-]{64}$/) });
  });

  it('is refused on launch day in every zone', async () => {
    t.clock.set('2026-01-01T00:00:00Z');
    await home.start().expect(409);
    t.clock.set('2026-01-02T12:00:00Z');
  });

  it('is won with the word of the day over everywhere, with its meaning, and never gives the word earlier', async () => {
    const { id } = (await home.start().expect(201)).body as { id: string };
    const replies = await playGuesses(['GARDEN', 'SILVER', 'FLOWER'], home.check(id));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    for (const reply of replies.slice(0, 2)) {
      expect(reply.body).toEqual({ evaluation: expect.any(Array), is_winner: false, proof: expect.any(String) });
      expect(reply.text.toUpperCase()).not.toContain('FLOWER');
    }
    expect(replies[2].body).toEqual({
      evaluation: Array(6).fill('correct'),
      is_winner: true,
      word: 'FLOWER',
      meaning: FLOWER_MEANING,
    });
  });

  it('is lost on the seventh proven wrong guess, which tells the word', async () => {
    const { id } = (await home.start().expect(201)).body as { id: string };
    const replies = await playGuesses(SEVEN_WRONG, home.check(id));
    for (const reply of replies.slice(0, 6)) {
      expect(reply.status).toBe(200);
      expect(reply.body.proof).toBeDefined();
      expect(reply.text.toUpperCase()).not.toContain('FLOWER');
    }
    expect(replies[6].body).toEqual({
      evaluation: expect.any(Array),
      is_winner: false,
      word: 'FLOWER',
      meaning: FLOWER_MEANING,
    });
  });

  it('is given up after one proven guess, and after six, with the word and its meaning', async () => {
    for (const count of [1, 6]) {
      const { id } = (await home.start().expect(201)).body as { id: string };
      const replies = await playGuesses(SEVEN_WRONG.slice(0, count), home.check(id));
      const proof = replies[count - 1]?.body.proof;
      const ended = await home.giveUp(id, { previous_guesses: SEVEN_WRONG.slice(0, count), proof }).expect(200);
      expect(ended.body).toEqual({ word: 'FLOWER', meaning: FLOWER_MEANING });
    }
  });

  describe('refuses to give up without a proven guess, and tells nothing of the word', () => {
    let id: string;
    let proof: string;

    beforeAll(async () => {
      id = ((await home.start().expect(201)).body as { id: string }).id;
      proof = (await home.check(id)({ guess: 'GARDEN' })).body.proof!;
    });

    it.each([
      ['no guess at all', { previous_guesses: [], proof: 'x' }, 400, 'previous_guesses must hold at least one guess'],
      ['no previous_guesses', { proof: 'x' }, 400, 'previous_guesses must be a list of guesses'],
      ['no proof', { previous_guesses: ['GARDEN'] }, 400, 'proof must be a string'],
      ['seven guesses', { previous_guesses: SEVEN_WRONG, proof: 'x' }, 400, 'previous_guesses holds at most 6 guesses'],
    ])('%s: a 400', async (_, body, status, message) => {
      const res = await home.giveUp(id, body).expect(status);
      expect(res.body).toEqual({ error: expect.stringContaining(message), code: 'invalid_body' });
    });

    it('a made-up proof, a proof of other guesses, or a guess never judged: a 422 give_up_unproven', async () => {
      const attempts = [
        { previous_guesses: ['GARDEN'], proof: 'made-up' },
        { previous_guesses: ['GARDEN'], proof: `${proof.slice(0, -1)}${proof.endsWith('A') ? 'B' : 'A'}` },
        { previous_guesses: ['SILVER'], proof },
        { previous_guesses: ['GARDEN', 'SILVER'], proof },
        { previous_guesses: ['garden'], proof: proof.toUpperCase() },
      ];
      for (const body of attempts) {
        const res = await home.giveUp(id, body).expect(422);
        expect(res.body).toEqual(UNPROVEN);
      }
    });

    it("another practice game's proof, or a daily game's, for the same word and guesses: a 422", async () => {
      const twin = ((await home.start().expect(201)).body as { id: string }).id;
      const twinProof = (await home.check(twin)({ guess: 'GARDEN' })).body.proof;
      const archiveProof = (
        await http
          .post('/api/archive/check-guess')
          .set('X-Forwarded-For', HOME)
          .send({ guess: 'GARDEN', game_number: 1, timezone: 'UTC' })
          .expect(200)
      ).body.proof as string;
      for (const other of [twinProof, archiveProof]) {
        const res = await home.giveUp(id, { previous_guesses: ['GARDEN'], proof: other }).expect(422);
        expect(res.body).toEqual(UNPROVEN);
        const seventh = await home.check(id)({
          guess: 'WINTER',
          previous_guesses: SEVEN_WRONG.slice(0, 6),
          proof: other,
        });
        expect(seventh.body.word).toBeUndefined();
      }
    });
  });

  describe('ids', () => {
    let id: string;

    beforeAll(async () => {
      id = ((await home.start().expect(201)).body as { id: string }).id;
    });

    it('forged (one character changed anywhere): 404 practice_not_found, on every route', async () => {
      for (const index of [0, 11, 12, 30, 47, 48, 63]) {
        const forged = altered(id, index);
        expect((await home.check(forged)({ guess: 'FLOWER' })).body).toEqual(NOT_FOUND);
        const res = await home.giveUp(forged, { previous_guesses: ['GARDEN'], proof: 'x' }).expect(404);
        expect(res.body).toEqual(NOT_FOUND);
      }
      expect((await home.check('A'.repeat(64))({ guess: 'FLOWER' })).body).toEqual(NOT_FOUND);
    });

    it.each([
      ['truncated', (whole: string) => whole.slice(0, 63)],
      ['one character too many', (whole: string) => `${whole}A`],
      ['with a character that is not base64url', (whole: string) => `${whole.slice(0, 63)}.`],
      ['a challenge id', () => 'AAAAAAAAAAAAAAAAAAAAAA'],
    ])('%s: 400 practice_id_malformed', async (_, make) => {
      const res = await http
        .post(`/api/practice/${make(id)}/check-guess`)
        .set('X-Forwarded-For', HOME)
        .send({ guess: 'flower', timezone: 'UTC' })
        .expect(400);
      expect(res.body).toEqual(MALFORMED);
      await home.giveUp(make(id), { previous_guesses: ['GARDEN'], proof: 'x' }).expect(400);
    });

    it('from another client: 403 practice_other_client; the same IPv6 /56 is the same client', async () => {
      const stranger = client(http, '198.51.100.20');
      const res = await stranger.giveUp(id, { previous_guesses: ['GARDEN'], proof: 'x' }).expect(403);
      expect(res.body).toEqual(OTHER_CLIENT);
      expect((await stranger.check(id)({ guess: 'FLOWER' })).body).toEqual(OTHER_CLIENT);

      const phone = client(http, '2001:db8:aa:bb01::1');
      const started = ((await phone.start().expect(201)).body as { id: string }).id;
      const moved = client(http, '2001:db8:aa:bbfe:1234::9');
      expect((await moved.check(started)({ guess: 'FLOWER' })).body.is_winner).toBe(true);
      const elsewhere = client(http, '2001:db8:aa:bc00::1');
      expect((await elsewhere.check(started)({ guess: 'FLOWER' })).body).toEqual(OTHER_CLIENT);
    });

    it('expires 30 days after it was started: 410 practice_expired, and not a second earlier', async () => {
      const started = Date.parse('2026-01-02T12:00:00Z');
      t.clock.set('2026-01-02T12:00:00Z');
      const fresh = ((await home.start().expect(201)).body as { id: string }).id;
      t.clock.set(new Date(started + 30 * 86_400_000 - 1).toISOString());
      expect((await home.check(fresh)({ guess: 'GARDEN' })).status).toBe(200);
      t.clock.set(new Date(started + 30 * 86_400_000).toISOString());
      const late = await home.check(fresh)({ guess: 'FLOWER' });
      expect([late.status, late.body]).toEqual([410, EXPIRED]);
      const res = await home.giveUp(fresh, { previous_guesses: ['GARDEN'], proof: 'x' }).expect(410);
      expect(res.body).toEqual(EXPIRED);
      t.clock.set('2026-01-02T12:00:00Z');
    });

    it('takes no other game than its own, and the start reply takes no body but the zone', async () => {
      await home.start().expect(201);
      const res = await http.post('/api/practice').set('X-Forwarded-For', HOME).send({}).expect(400);
      expect(res.body).toEqual({
        error: 'timezone is required: send an IANA time zone name such as Europe/Paris',
        code: 'invalid_body',
      });
    });
  });
});

describe('no offensive word is a practice answer', () => {
  /** A valid guess, never an answer, that the shared offensive-word rule refuses. */
  const OFFENSIVE = 'WANKER';
  const CLEAN = ['FLOWER', 'PLANET', 'GARDEN', 'SILVER', 'CASTLE', 'BRIDGE', 'MARKET'];
  let t: TestApp;
  let http: Http;

  beforeAll(async () => {
    // 2026-01-09T12:00Z: game 8 (2026-01-08) has just ended on UTC-12, so games 1 to 8 are over everywhere.
    t = await startTestApp(
      { RATE_LIMIT_MAX: '100000', PRACTICE_RATE_LIMIT_MAX: '100000', PRACTICE_NETWORK_RATE_LIMIT_MAX: '100000' },
      { at: '2026-01-09T12:00:00Z' },
    );
    http = request(t.app.getHttpServer());
    // Day 1 holds the offensive word, as a pin written straight to the schedule can make it (the
    // operator's `puzzle pin` refuses it); the other past days hold clean answers.
    await t.puzzles.pin(1, OFFENSIVE);
    for (const [index, word] of CLEAN.entries()) await t.puzzles.pin(index + 2, word);
  });
  afterAll(() => t.close());

  it('is the premise: the word is a valid guess, no answer, refused by the shared rule, and a past day’s word', async () => {
    expect(isOffensive(OFFENSIVE.toLowerCase(), offensiveWords())).toBe(true);
    expect(await t.owner.client.word.findUnique({ where: { text: OFFENSIVE } })).toMatchObject({ isAnswer: false });
    expect(t.app.get(GameDayService).liveGameNumbers().earliest).toBe(9);
    const archive = await http
      .post('/api/archive/check-guess')
      .set('X-Forwarded-For', HOME)
      .send({ guess: OFFENSIVE, game_number: 1, timezone: 'UTC' })
      .expect(200);
    expect(archive.body).toMatchObject({ is_winner: true, word: OFFENSIVE });
  });

  it('is never drawn among the days over everywhere, whose other words all are', async () => {
    const practice = t.app.get(PracticeService);
    const words: string[] = [];
    // Each draw takes day 1 one time in eight: 300 games without the rule would draw it for sure
    // (a chance of (7/8)^300, about 4e-18, of missing it).
    for (let batch = 0; batch < 30; batch++) {
      const games = await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const clientKey = `198.51.100.${i}`;
          const { id } = await practice.start(clientKey);
          return (await practice.game(id, clientKey)).answer;
        }),
      );
      words.push(...games);
    }
    expect(words).toHaveLength(300);
    expect(words.filter((word) => word === OFFENSIVE)).toEqual([]);
    expect(new Set(words)).toEqual(new Set(CLEAN));
  });

  it('leaves practice unavailable when the only day over everywhere holds it', async () => {
    // 2026-01-02T12:00Z: only game 1 is over everywhere.
    t.clock.set('2026-01-02T12:00:00Z');
    try {
      const refused = await client(http).start().expect(409);
      expect(refused.body).toEqual({
        error: 'Practice is not available right now. Please try again later.',
        code: 'practice_unavailable',
      });
    } finally {
      t.clock.set('2026-01-09T12:00:00Z');
    }
  });
});

describe('starting practice games under the rate limit', () => {
  it('has a budget per client and one per IPv6 /48, with a 429 and Retry-After, and leaves playing alone', async () => {
    const t = await startTestApp({ PRACTICE_RATE_LIMIT_MAX: '2', PRACTICE_NETWORK_RATE_LIMIT_MAX: '3' });
    try {
      const http = request(t.app.getHttpServer());
      const one = client(http, '203.0.113.1');
      const { id } = (await one.start().expect(201)).body as { id: string };
      await one.start().expect(201);
      const limited = await one.start().expect(429);
      expect(limited.body).toEqual({
        error: 'Too many requests. Please wait a moment and try again.',
        code: 'rate_limited',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await one.check(id)({ guess: 'GARDEN' })).status).toBe(200);
      await client(http, '203.0.113.2').start().expect(201);

      // Three /56 blocks of one /48 start three games; a fourth block of it is refused.
      for (const block of ['1', '2', '3']) await client(http, `2001:db8:77:${block}00::1`).start().expect(201);
      await client(http, '2001:db8:77:400::1').start().expect(429);
      await client(http, '2001:db8:78:400::1').start().expect(201);
      // A minute later the budgets have refilled.
      t.clock.advance(60_000);
      await one.start().expect(201);
    } finally {
      await t.close();
    }
  });
});

describe('the secrecy of the daily answers', () => {
  let t: TestApp;
  let http: Http;

  beforeAll(async () => {
    // Today (2026-11-22T12:00Z) game 325 has just ended on UTC-12; 326 and 327 are live.
    t = await startTestApp({ RATE_LIMIT_MAX: '100000', PRACTICE_RATE_LIMIT_MAX: '100000' });
    http = request(t.app.getHttpServer());
    // Today's, tomorrow's, the day after's and a far day's words, set ahead.
    await t.puzzles.pin(326, 'PLANET');
    await t.puzzles.pin(327, 'BRIDGE');
    await t.puzzles.pin(328, 'CASTLE');
    await t.puzzles.pin(1000, 'MARKET');
    // Past days whose words are also days still to be finished (answers repeat, or an operator
    // pinned a past word ahead): drawn often, never given.
    await t.puzzles.pin(10, 'BRIDGE');
    await t.puzzles.pin(11, 'PLANET');
    await t.puzzles.pin(12, 'MARKET');
  });
  afterAll(() => t.close());

  /** The words of every day not yet over in every zone, read from the database as the operator sees it. */
  async function unreleasedWords(): Promise<Set<string>> {
    const { earliest } = t.app.get(GameDayService).liveGameNumbers();
    expect(earliest).toBe(326);
    const rows = await t.owner.client.$queryRaw<{ word: string }[]>`
      SELECT word FROM daily_puzzles WHERE game_number >= ${earliest}::int
      UNION SELECT word FROM replaced_puzzles WHERE game_number >= ${earliest}::int`;
    return new Set(rows.map((row) => row.word));
  }

  async function pastWords(): Promise<Set<string>> {
    const rows = await t.owner.client.$queryRaw<{ word: string }[]>`
      SELECT word FROM daily_puzzles WHERE game_number BETWEEN 1 AND 325`;
    return new Set(rows.map((row) => row.word));
  }

  /** The rows of every table of the game, by table. */
  async function rowCounts(): Promise<Record<string, number>> {
    const tables = await t.owner.client.$queryRaw<{ name: string }[]>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`;
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = await t.owner.client.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${name}"`);
      counts[name] = Number(row?.n);
    }
    return counts;
  }

  it('no practice game of thousands, played to its end, is the answer of a day not over everywhere', async () => {
    const practice = t.app.get(PracticeService);
    // The first game makes the secret ids are sealed with; from then on nothing is stored per game.
    await practice.start('198.51.100.1');
    const before = await rowCounts();
    const words: string[] = [];
    const playOne = async (clientKey: string) => {
      const { id } = await practice.start(clientKey);
      const first = await practice.check(id, 'GARDEN', { previousGuesses: [] }, clientKey);
      if (first.is_winner) return words.push(first.word!);
      const ended = await practice.giveUp(id, ['GARDEN'], first.proof!, clientKey);
      words.push(ended.word);
    };
    for (let batch = 0; batch < 150; batch++)
      await Promise.all(Array.from({ length: 20 }, (_, i) => playOne(`198.51.100.${i}`)));

    // A few hundred more through HTTP, each with the replies it had before its end.
    const games: { word: string; before: string[]; opaque: string[] }[] = [];
    const player = client(http, '203.0.113.99');
    const playOverHttp = async () => {
      const started = await player.start().expect(201);
      const id = started.body.id as string;
      const first = await player.check(id)({ guess: 'GARDEN' });
      if (first.body.is_winner) return games.push({ word: first.body.word!, before: [started.text], opaque: [id] });
      const ended = await player.giveUp(id, { previous_guesses: ['GARDEN'], proof: first.body.proof }).expect(200);
      games.push({
        word: ended.body.word as string,
        before: [started.text, first.text],
        opaque: [id, first.body.proof!],
      });
    };
    for (let batch = 0; batch < 30; batch++) await Promise.all(Array.from({ length: 10 }, playOverHttp));
    words.push(...games.map((game) => game.word));

    expect(words).toHaveLength(3300);
    // Nothing stored per game: only the past days drawn for the first time got their word, each
    // with the audit entry of its draw.
    const after = await rowCounts();
    expect({ ...after, daily_puzzles: 0, audit_log: 0 }).toEqual({ ...before, daily_puzzles: 0, audit_log: 0 });
    expect(after.audit_log - before.audit_log).toBe(after.daily_puzzles - before.daily_puzzles);
    expect(after.daily_puzzles).toBeLessThanOrEqual(325 + 4);
    const unreleased = await unreleasedWords();
    for (const word of ['PLANET', 'BRIDGE', 'CASTLE', 'MARKET']) expect(unreleased).toContain(word);
    expect(words.filter((word) => unreleased.has(word))).toEqual([]);
    // Every word is a past day's, and the draws reach most of the 325 past days.
    const past = await pastWords();
    expect(words.filter((word) => !past.has(word))).toEqual([]);
    expect(new Set(words).size).toBeGreaterThan(250);
    // No reply before a game's end carried its word (the API writes words in capitals), nor did
    // its id or proof in any case ("present" holds RESENT, so the colours are left out of that).
    const leaks = games.filter(
      ({ word, before, opaque }) =>
        before.some((text) => text.includes(word)) || opaque.some((text) => text.toUpperCase().includes(word)),
    );
    expect(leaks).toEqual([]);
  });
});
