import request from 'supertest';
import { MetricsServer } from '../src/platform/metrics/metrics-server.js';
import { RunwayWarning } from '../src/word-stats/runway-warning.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';
import { LogCapture, startTestApp, type TestApp, waitFor } from './support/test-app.js';
import pg from 'pg';

const TEN_ANSWERS = [
  'ANCHOR',
  'BASKET',
  'CANDLE',
  'DRAGON',
  'EMPIRE',
  'FABRIC',
  'GALAXY',
  'HAMMER',
  'ISLAND',
  'JUNGLE',
];

async function sql(database: TestDatabase, text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function keepOnlyAnswers(database: TestDatabase, words: string[]): Promise<void> {
  await sql(database, 'UPDATE words SET is_answer = (text = ANY($1))', [words]);
}

/** Games `first` to `last` were played (with a word that is no longer an answer, so none is used up). */
async function playedDays(database: TestDatabase, first: number, last: number): Promise<void> {
  await sql(
    database,
    "INSERT INTO daily_puzzles (game_number, word) SELECT g, 'PLANET' FROM generate_series($1::int, $2::int) g",
    [first, last],
  );
}

describe('the word list runway', () => {
  let database: TestDatabase;
  let t: TestApp;
  const log = new LogCapture();
  const runwayWarnings = () =>
    log.lines.filter((line) => String(line.msg).startsWith('word list runway is')).map((line) => line.msg);

  beforeAll(async () => {
    database = await createTestDatabase();
    await keepOnlyAnswers(database, TEN_ANSWERS);
    // Today is game 326 (2026-11-22 in UTC); every day before it was played.
    await playedDays(database, 1, 325);
    t = await startTestApp({ LOG_LEVEL: 'warn', METRICS_PORT: '0' }, { database, log });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const runway = async () => {
    const stats = await request(t.app.getHttpServer()).get('/api/word-stats').expect(200);
    return stats.body.runway_days as number;
  };

  it('warns in the log at start while answers would repeat within the threshold (30 days)', async () => {
    await waitFor(async () => runwayWarnings().length > 0);
    expect(runwayWarnings()).toEqual([
      'word list runway is 9 days (under 30): answers start to repeat on 2026-12-02. ' +
        'Add answers to prisma/words/answers-added.txt, regenerate the lists with ' +
        '"node prisma/words/generate-word-lists.mjs" and run "npm run db:seed".',
    ]);
    expect(log.lines.find((line) => String(line.msg).startsWith('word list runway is'))).toMatchObject({
      level: 40,
      runwayDays: 9,
      unusedAnswers: 10,
      threshold: 30,
      repeatsOn: '2026-12-02',
    });
  });

  it('counts the days ahead that unused answers and assigned games cover; a far pin adds nothing', async () => {
    const puzzles = t.puzzles;
    const runwayToday = async () => (await puzzles.stats(326)).runwayDays;
    // Ten unused answers, one of them for today's game, which has none yet: nine days after today.
    expect(await runwayToday()).toBe(9);

    // A pin a century ahead takes its word away from the days in between, and adds none of them.
    await puzzles.pin(36_000, 'ANCHOR');
    expect(await runwayToday()).toBe(8);

    // Games assigned just ahead carry their own words: 330 pinned, then 327 and 328 drawn.
    await puzzles.pin(330, 'BASKET');
    await puzzles.findOrAssign(327);
    await puzzles.findOrAssign(328);
    // Unused: 10 - 4 = 6, one of them for today. Days 327-334 are covered: 327, 328 and 330 by
    // their games, the five others by unused answers.
    expect(await runwayToday()).toBe(8);
    // Today's game takes the answer the runway already set aside for it.
    await puzzles.findOrAssign(326);
    expect(await runwayToday()).toBe(8);

    // word-stats and the gauge tell the same figure (both cached for 5 s on the API's clock).
    t.clock.advance(5100);
    expect(await runway()).toBe(8);
    const address = t.app.get(MetricsServer).address();
    const text = await (await fetch(`http://127.0.0.1:${address?.port}/metrics`)).text();
    expect(text).toMatch(/^hexle_word_list_runway_days 8$/m);
  });

  it('warns again once a day, not more often', async () => {
    const warning = t.app.get(RunwayWarning);
    const before = runwayWarnings().length;
    await warning.check();
    expect(runwayWarnings()).toHaveLength(before);
    t.clock.advance(86_400_000);
    await warning.check();
    expect(runwayWarnings()).toHaveLength(before + 1);
    expect(runwayWarnings().at(-1)).toMatch(/^word list runway is \d+ days \(under 30\)/);
  });

  it('stays quiet with answers enough', async () => {
    const quiet = new LogCapture();
    const roomy = await startTestApp({ LOG_LEVEL: 'warn' }, { log: quiet });
    try {
      await roomy.app.get(RunwayWarning).check();
      expect(quiet.lines.filter((line) => String(line.msg).startsWith('word list runway'))).toEqual([]);
      // Nobody has played any of games 1-326 (today) on this new database: each will take an answer.
      const stats = (await request(roomy.app.getHttpServer()).get('/api/word-stats').expect(200)).body;
      expect(stats.runway_days).toBe(stats.unused_answers - 326);
    } finally {
      await roomy.close();
    }
  });
});

describe('the runway and the archive', () => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Games 306 to 325 were never played; every other day up to today (326) was.
    await playedDays(database, 1, 305);
    await playedDays(database, 326, 326);
    t = await startTestApp({ RATE_LIMIT_MAX: '1000' }, { database });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('stays as it was when archive players open 20 past days that had no word yet', async () => {
    const before = await t.puzzles.stats(326);
    const http = request(t.app.getHttpServer());
    for (let game = 306; game <= 325; game++)
      await http
        .post('/api/archive/check-guess')
        .send({ timezone: 'UTC', game_number: game, guess: 'anchor' })
        .expect(200);

    const after = (await http.get('/api/word-stats').expect(200)).body;
    // Each of those days took an unused answer, which the runway had set aside for it.
    expect(after.unused_answers).toBe(before.unusedAnswers - 20);
    expect(after.runway_days).toBe(before.runwayDays);
    expect(after.runway_days).toBe(after.unused_answers);
  });
});
