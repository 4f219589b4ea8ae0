import { isOffensive, offensiveWords } from '@hexle/contract/words';
import request from 'supertest';
import { PRACTICE_FINISHED_MOST } from '@hexle/contract/game';
import { PracticeAnswers } from '../src/practice/practice-answers.js';
import { readPracticeFile } from '../src/practice/practice-seed.js';
import { defaultWordListDir } from '../src/word-list/word-list-files.js';
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
/** The practice word of the first tests, alone in the pool there, with a meaning of the test's own. */
const WORD = 'CHAIRS';
const WORD_MEANING = { part_of_speech: 'noun', glosses: ['seats for one person each'] };

/** prisma/words/practice.txt, which the test databases were seeded with. */
let practiceFile: string[] = [];
beforeAll(async () => {
  practiceFile = (await readPracticeFile(defaultWordListDir())) ?? [];
});

/** Every request of these tests comes from one client unless it says otherwise. */
const HOME = '203.0.113.10';

function client(http: Http, from = HOME) {
  const post = (path: string, body: object) =>
    http
      .post(path)
      .set('X-Forwarded-For', from)
      .send({ timezone: 'UTC', ...body });
  return {
    start: (finished?: readonly string[]) => post('/api/practice', finished ? { finished: finished.join('') } : {}),
    check: (id: string) => (body: object) =>
      post(`/api/practice/${id}/check-guess`, body) as unknown as PromiseLike<GuessReply>,
    giveUp: (id: string, body: object) => post(`/api/practice/${id}/give-up`, body),
  };
}

/** The id with one character changed: a forged id of the right shape. */
function altered(id: string, index: number): string {
  return id.slice(0, index) + (id[index] === 'A' ? 'B' : 'A') + id.slice(index + 1);
}

/** Makes the practice words exactly `words` (each a valid guess, no answer), and the running API read them. */
async function practiceWords(t: TestApp, words: readonly string[]): Promise<void> {
  await t.owner.client.$executeRaw`DELETE FROM practice_words`;
  await t.owner.client.$executeRaw`INSERT INTO practice_words (word) SELECT unnest(${words as string[]}::text[])`;
  await t.app.get(PracticeAnswers).reload();
}

/** The word of a practice game, as the server reads its id. */
async function wordOf(t: TestApp, id: string, clientKey = HOME): Promise<string> {
  return (await t.app.get(PracticeService).game(id, clientKey)).answer;
}

describe('a practice game, with one practice word', () => {
  let t: TestApp;
  let http: Http;
  let home: ReturnType<typeof client>;

  beforeAll(async () => {
    // 2026-01-02T12:00Z: game 1 has just ended on UTC-12, so the archive plays it.
    t = await startTestApp({}, { at: '2026-01-02T12:00:00Z' });
    http = request(t.app.getHttpServer());
    home = client(http);
    await t.puzzles.pin(1, 'FLOWER');
    await t.puzzles.pin(2, 'PLANET');
    await t.owner.client.$executeRaw`DELETE FROM word_meanings WHERE word = ${WORD}`;
    await t.owner.client.$executeRaw`
      INSERT INTO word_meanings (word, part_of_speech, glosses)
      VALUES (${WORD}, ${WORD_MEANING.part_of_speech}, ${WORD_MEANING.glosses})`;
    await practiceWords(t, [WORD]);
  });
  afterAll(() => t.close());

  it('opens on launch day already: it waits for no day to be over', async () => {
    t.clock.set('2026-01-01T00:00:00Z');
    try {
      const started = await home.start().expect(201);
      expect(started.body).toEqual({ id: expect.stringMatching(/^[\w-]{64}$/) });
    } finally {
      t.clock.set('2026-01-02T12:00:00Z');
    }
  });

  it('is refused with practice_unavailable while the database holds no practice word', async () => {
    await practiceWords(t, []);
    try {
      const refused = await home.start().expect(409);
      expect(refused.body).toEqual({
        error: 'Practice is not available right now. Please try again later.',
        code: 'practice_unavailable',
      });
    } finally {
      await practiceWords(t, [WORD]);
    }
  });

  it('is won with its practice word, with its meaning, and never gives the word earlier', async () => {
    const { id } = (await home.start().expect(201)).body as { id: string };
    const replies = await playGuesses(['GARDEN', 'SILVER', WORD], home.check(id));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    for (const reply of replies.slice(0, 2)) {
      expect(reply.body).toEqual({ evaluation: expect.any(Array), is_winner: false, proof: expect.any(String) });
      expect(reply.text.toUpperCase()).not.toContain(WORD);
    }
    expect(replies[2].body).toEqual({
      evaluation: Array(6).fill('correct'),
      is_winner: true,
      proof: expect.any(String),
      word: WORD,
      meaning: WORD_MEANING,
    });
  });

  it('is lost on the seventh proven wrong guess, which tells the word', async () => {
    const { id } = (await home.start().expect(201)).body as { id: string };
    const replies = await playGuesses(SEVEN_WRONG, home.check(id));
    for (const reply of replies.slice(0, 6)) {
      expect(reply.status).toBe(200);
      expect(reply.body.proof).toBeDefined();
      expect(reply.text.toUpperCase()).not.toContain(WORD);
    }
    expect(replies[6].body).toEqual({
      evaluation: expect.any(Array),
      is_winner: false,
      proof: expect.any(String),
      word: WORD,
      meaning: WORD_MEANING,
    });
  });

  it('is given up after one proven guess, and after six, with the word and its meaning', async () => {
    for (const count of [1, 6]) {
      const { id } = (await home.start().expect(201)).body as { id: string };
      const replies = await playGuesses(SEVEN_WRONG.slice(0, count), home.check(id));
      const proof = replies[count - 1]?.body.proof;
      const ended = await home.giveUp(id, { previous_guesses: SEVEN_WRONG.slice(0, count), proof }).expect(200);
      expect(ended.body).toEqual({ word: WORD, meaning: WORD_MEANING });
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
        expect((await home.check(forged)({ guess: WORD })).body).toEqual(NOT_FOUND);
        const res = await home.giveUp(forged, { previous_guesses: ['GARDEN'], proof: 'x' }).expect(404);
        expect(res.body).toEqual(NOT_FOUND);
      }
      expect((await home.check('A'.repeat(64))({ guess: WORD })).body).toEqual(NOT_FOUND);
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
      expect((await stranger.check(id)({ guess: WORD })).body).toEqual(OTHER_CLIENT);

      const phone = client(http, '2001:db8:aa:bb01::1');
      const started = ((await phone.start().expect(201)).body as { id: string }).id;
      const moved = client(http, '2001:db8:aa:bbfe:1234::9');
      expect((await moved.check(started)({ guess: WORD })).body.is_winner).toBe(true);
      const elsewhere = client(http, '2001:db8:aa:bc00::1');
      expect((await elsewhere.check(started)({ guess: WORD })).body).toEqual(OTHER_CLIENT);
    });

    it('expires 30 days after it was started: 410 practice_expired, and not a second earlier', async () => {
      const started = Date.parse('2026-01-02T12:00:00Z');
      t.clock.set('2026-01-02T12:00:00Z');
      const fresh = ((await home.start().expect(201)).body as { id: string }).id;
      t.clock.set(new Date(started + 30 * 86_400_000 - 1).toISOString());
      expect((await home.check(fresh)({ guess: 'GARDEN' })).status).toBe(200);
      t.clock.set(new Date(started + 30 * 86_400_000).toISOString());
      const late = await home.check(fresh)({ guess: WORD });
      expect([late.status, late.body]).toEqual([410, EXPIRED]);
      const res = await home.giveUp(fresh, { previous_guesses: ['GARDEN'], proof: 'x' }).expect(410);
      expect(res.body).toEqual(EXPIRED);
      t.clock.set('2026-01-02T12:00:00Z');
    });

    it('takes no other game than its own, and the start takes the zone and the finished words only', async () => {
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
  const CLEAN = ['ACTING', 'BAKING', 'CHAIRS', 'DANCED', 'EATING', 'FAILED', 'GAINED'];
  let t: TestApp;
  let http: Http;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_MAX: '100000', PRACTICE_RATE_LIMIT_MAX: '100000' });
    http = request(t.app.getHttpServer());
    // Written straight into the table, as the seed never would (it refuses an offensive practice.txt).
    await practiceWords(t, [OFFENSIVE, ...CLEAN]);
  });
  afterAll(() => t.close());

  it('is the premise: the word is a valid guess, no answer, and refused by the shared rule', async () => {
    expect(isOffensive(OFFENSIVE.toLowerCase(), offensiveWords())).toBe(true);
    expect(await t.owner.client.word.findUnique({ where: { text: OFFENSIVE } })).toMatchObject({ isAnswer: false });
  });

  it('is never drawn, while the other practice words all are', async () => {
    const practice = t.app.get(PracticeService);
    const words: string[] = [];
    // Without the rule each draw would take it one time in eight: 300 draws would meet it for sure.
    for (let game = 0; game < 300; game++) {
      const { id } = await practice.start(HOME);
      words.push(await wordOf(t, id));
    }
    expect(words.filter((word) => word === OFFENSIVE)).toEqual([]);
    expect(new Set(words)).toEqual(new Set(CLEAN));
  });

  it('leaves practice unavailable when it is the only practice word', async () => {
    await practiceWords(t, [OFFENSIVE]);
    const refused = await client(http).start().expect(409);
    expect(refused.body).toEqual({
      error: 'Practice is not available right now. Please try again later.',
      code: 'practice_unavailable',
    });
  });
});

describe('the words a browser finished', () => {
  const POOL = ['ACTING', 'BAKING', 'CHAIRS', 'DANCED', 'EATING'];
  const FINISHED_MALFORMED = {
    error: `finished must be the practice words finished, 6 letters A-Z each written together, at most ${PRACTICE_FINISHED_MOST}`,
    code: 'practice_finished_malformed',
  };
  let t: TestApp;
  let http: Http;
  let home: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_MAX: '100000', PRACTICE_RATE_LIMIT_MAX: '100000' });
    http = request(t.app.getHttpServer());
    home = client(http);
  });
  afterAll(() => t.close());

  /** The words of `count` games started with `finished`. */
  async function drawn(finished: readonly string[], count: number): Promise<Set<string>> {
    const words = new Set<string>();
    for (let game = 0; game < count; game++) {
      const { id } = (await home.start(finished).expect(201)).body as { id: string };
      words.add(await wordOf(t, id));
    }
    return words;
  }

  it('are never drawn again until the browser has finished every practice word, then the pool starts over', async () => {
    await practiceWords(t, POOL);
    expect(await drawn(['BAKING', 'EATING', 'ACTING', 'DANCED'], 20)).toEqual(new Set(['CHAIRS']));
    expect(await drawn(['BAKING', 'EATING'], 60)).toEqual(new Set(['ACTING', 'CHAIRS', 'DANCED']));
    // The whole pool met: a new round, in which only its own words are left out.
    expect(await drawn([...POOL], 60)).toEqual(new Set(POOL));
    expect(await drawn([...POOL, 'CHAIRS', 'ACTING'], 60)).toEqual(new Set(['BAKING', 'DANCED', 'EATING']));
  });

  it('give a browser 60 games of the real practice words without a repeat, none of them an answer', async () => {
    await t.owner.client.$executeRaw`DELETE FROM practice_words`;
    await t.owner.client.$executeRaw`
      INSERT INTO practice_words (word) SELECT text FROM words WHERE text = ANY(${practiceFile}::text[])`;
    await t.app.get(PracticeAnswers).reload();
    const finished: string[] = [];
    for (let game = 0; game < 60; game++) {
      const { id } = (await home.start(finished).expect(201)).body as { id: string };
      finished.push(await wordOf(t, id));
    }
    expect(new Set(finished).size).toBe(60);
    const answers = await t.owner.client.word.count({ where: { text: { in: finished }, isAnswer: true } });
    expect(answers).toBe(0);
  });

  it(`are read up to ${PRACTICE_FINISHED_MOST} words, past the body size of other routes`, async () => {
    await practiceWords(t, POOL);
    const most = Array.from({ length: PRACTICE_FINISHED_MOST }, (_, index) => POOL[index % 4]);
    expect(await drawn(most, 5)).toEqual(new Set(['EATING']));
    const res = await home.start([...most, 'ACTING']).expect(400);
    expect(res.body).toEqual(FINISHED_MALFORMED);
  });

  it.each([
    ['not a string', { finished: ['BAKING'] }],
    ['a word cut short', { finished: 'BAKINGCHAIR' }],
    ['lower case', { finished: 'baking' }],
    ['a separator', { finished: 'BAKING,CHAIRS' }],
  ])('%s: 400 practice_finished_malformed', async (_, body) => {
    const res = await http
      .post('/api/practice')
      .set('X-Forwarded-For', HOME)
      .send({ timezone: 'UTC', ...body })
      .expect(400);
    expect(res.body).toEqual(FINISHED_MALFORMED);
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
    // Today's, tomorrow's, the day after's and a far day's words, set ahead, and past days'.
    await t.puzzles.pin(326, 'PLANET');
    await t.puzzles.pin(327, 'BRIDGE');
    await t.puzzles.pin(328, 'CASTLE');
    await t.puzzles.pin(1000, 'MARKET');
    await t.puzzles.pin(10, 'BRIDGE');
    await t.puzzles.pin(11, 'FLOWER');
  });
  afterAll(() => t.close());

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

  it('the seeded practice words are valid guesses, none of them an answer, and the API reads them all', async () => {
    const [{ practice, answers, guesses }] = await t.owner.client.$queryRaw<
      { practice: number; answers: number; guesses: number }[]
    >`
      SELECT count(*)::int AS practice,
        count(*) FILTER (WHERE w.is_answer)::int AS answers,
        count(w.text)::int AS guesses
      FROM practice_words p LEFT JOIN words w ON w.text = p.word`;
    expect(practice).toBe(practiceFile.length);
    expect(practice).toBeGreaterThanOrEqual(1500);
    expect([answers, guesses]).toEqual([0, practice]);
    expect(await t.app.get(PracticeAnswers).reload()).toHaveLength(practice);
  });

  it('no practice game of thousands, played to its end, is an answer, and nothing is stored or drawn for them', async () => {
    const practice = t.app.get(PracticeService);
    // The first game makes the secret ids are sealed with; from then on nothing is stored at all.
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
    for (let batch = 0; batch < 100; batch++)
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

    expect(words).toHaveLength(2300);
    // Nothing stored, and no day drawn: a practice game never reads the schedule.
    expect(await rowCounts()).toEqual(before);
    const answers = await t.owner.client.word.findMany({ where: { text: { in: words }, isAnswer: true } });
    expect(answers).toEqual([]);
    const scheduled = await t.owner.client.dailyPuzzle.findMany({ where: { word: { in: words } } });
    expect(scheduled).toEqual([]);
    const pool = new Set(practiceFile);
    expect(words.filter((word) => !pool.has(word))).toEqual([]);
    expect(new Set(words).size).toBeGreaterThan(1000);
    // No reply before a game's end carried its word (the API writes words in capitals), nor did
    // its id or proof in any case ("present" holds RESENT, so the colours are left out of that).
    const leaks = games.filter(
      ({ word, before, opaque }) =>
        before.some((text) => text.includes(word)) || opaque.some((text) => text.toUpperCase().includes(word)),
    );
    expect(leaks).toEqual([]);
  });

  it('a practice word made an answer by other means than the seed is never drawn again', async () => {
    await practiceWords(t, ['ACTING', 'BAKING']);
    await t.owner.client.$executeRaw`UPDATE words SET is_answer = true WHERE text = 'BAKING'`;
    await t.app.get(PracticeAnswers).reload();
    for (let game = 0; game < 30; game++) {
      const { id } = (await client(http).start().expect(201)).body as { id: string };
      expect(await wordOf(t, id)).toBe('ACTING');
    }
  });
});
