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

async function keepOnlyAnswers(database: TestDatabase, words: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('UPDATE words SET is_answer = (text = ANY($1))', [words]);
  } finally {
    await client.end();
  }
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
    // Today is game 326 (2026-11-22 in UTC).
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
      'word list runway is 10 days (under 30): answers start to repeat on 2026-12-03. ' +
        'Add answers to prisma/words/answers.txt and run "npm run db:seed".',
    ]);
    expect(log.lines.find((line) => String(line.msg).startsWith('word list runway is'))).toMatchObject({
      level: 40,
      runwayDays: 10,
      unusedAnswers: 10,
      threshold: 30,
      repeatsOn: '2026-12-03',
    });
  });

  it('counts the days ahead that unused answers and assigned games cover; a far pin adds nothing', async () => {
    const puzzles = t.puzzles;
    const runwayToday = async () => (await puzzles.stats(326)).runwayDays;
    expect(await runwayToday()).toBe(10);

    // A pin a century ahead takes its word away from the days in between, and adds none of them.
    await puzzles.pin(36_000, 'ANCHOR');
    expect(await runwayToday()).toBe(9);

    // Games assigned just ahead carry their own words: 330 pinned, then 327 and 328 drawn.
    await puzzles.pin(330, 'BASKET');
    await puzzles.findOrAssign(327);
    await puzzles.findOrAssign(328);
    // Unused: 10 - 4 = 6. Days 327-335 are covered: 327, 328 and 330 by their games, the six others by unused answers.
    expect(await runwayToday()).toBe(9);
    // Today's game is not part of it: the runway is the days after today.
    await puzzles.findOrAssign(326);
    expect(await runwayToday()).toBe(8);

    // word-stats and the gauge tell the same figure (both cached for 5 s).
    await new Promise((resolve) => setTimeout(resolve, 5100));
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
      expect((await request(roomy.app.getHttpServer()).get('/api/word-stats').expect(200)).body.runway_days).toBe(
        (await request(roomy.app.getHttpServer()).get('/api/word-stats')).body.unused_answers,
      );
    } finally {
      await roomy.close();
    }
  });
});
