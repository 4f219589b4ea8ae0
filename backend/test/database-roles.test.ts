import request from 'supertest';
import { RUNTIME_GRANTS } from '../src/database-roles/runtime-role.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';
import { withDatabase as withClient } from './seed-support.js';
import { startTestApp } from './support/test-app.js';

/** The error PostgreSQL gives `sql` run as `url`'s role, or null when it ran. */
const refusal = (url: string, sql: string) =>
  withClient(url, async (client) => {
    try {
      await client.query(sql);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  });

const auditRows = (database: TestDatabase) =>
  withClient(
    database.url,
    async (client) =>
      (
        await client.query<{ action: string; game_number: number | null; details: unknown }>(
          'SELECT action, game_number, details FROM audit_log ORDER BY id',
        )
      ).rows,
  );

describe("the API's own database role", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.drop());

  it('can neither edit nor empty the audit trail, nor turn its guards off', async () => {
    await withClient(database.url, (client) =>
      client.query(`INSERT INTO audit_log (action, os_user, host) VALUES ('pin', 'operator', 'host')`),
    );
    const trail = await auditRows(database);
    const attempts = [
      "UPDATE audit_log SET reason = 'nothing happened'",
      'DELETE FROM audit_log',
      'TRUNCATE audit_log',
      'SET session_replication_role = replica',
      'ALTER TABLE audit_log DISABLE TRIGGER USER',
      'DROP TRIGGER audit_log_append_only_rows ON audit_log',
      'DROP TABLE audit_log',
      "COPY (SELECT 1) TO PROGRAM 'touch /tmp/hexle-owned'",
      'CREATE TABLE loot (x int)',
      'CREATE ROLE intruder',
    ];
    for (const sql of attempts) expect([sql, await refusal(database.apiUrl, sql)]).toEqual([sql, expect.any(String)]);
    expect(await auditRows(database)).toEqual(trail);
  });

  it("cannot change or remove a day's answer, or the word lists; it can draw a new day", async () => {
    const attempts = [
      "UPDATE daily_puzzles SET word = 'FLOWER'",
      'DELETE FROM daily_puzzles',
      "UPDATE words SET is_answer = true WHERE text = 'ZYZZYV'",
      'DELETE FROM words',
      'DELETE FROM replaced_puzzles',
      "UPDATE game_settings SET launch_date = '2020-01-01'",
      'DELETE FROM server_secrets',
    ];
    for (const sql of attempts) expect([sql, await refusal(database.apiUrl, sql)]).toEqual([sql, expect.any(String)]);
    // Plays as before: draws today's word, judges guesses, makes challenges and transfer codes.
    const t = await startTestApp({}, { database });
    try {
      const http = request(t.app.getHttpServer());
      const day = await http.get('/api/daily-word?timezone=UTC').expect(200);
      const gameNumber = (day.body as { game_number: number }).game_number;
      await http
        .post('/api/check-guess')
        .send({ guess: 'planet', game_number: gameNumber, timezone: 'UTC' })
        .expect(200);
      await http.post('/api/challenges').send({ word: 'flower', timezone: 'UTC' }).expect(201);
      await http
        .post('/api/transfers')
        .send({ timezone: 'UTC', payload: { statistics: {} } })
        .expect(201);
      expect(t.config.databaseUrl).toBe(database.apiUrl);
    } finally {
      await t.close();
    }
  });

  it('has a rule for every table the migrations make', async () => {
    const tables = await withClient(database.url, async (client) =>
      (
        await client.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
      ).rows.map((row) => row.tablename),
    );
    expect(tables.sort()).toEqual(Object.keys(RUNTIME_GRANTS).sort());
  });
});

describe("a change to a day's answer made in SQL", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.drop());

  it('leaves a row in the audit trail, written by the database itself', async () => {
    await withClient(database.url, async (client) => {
      const [first, second] = (await client.query<{ text: string }>('SELECT text FROM words WHERE is_answer LIMIT 2'))
        .rows;
      await client.query('INSERT INTO daily_puzzles (game_number, word) VALUES (900, $1)', [first?.text]);
      await client.query('UPDATE daily_puzzles SET word = $1 WHERE game_number = 900', [second?.text]);
      await client.query('DELETE FROM daily_puzzles WHERE game_number = 900');
      expect(await refusal(database.url, 'TRUNCATE daily_puzzles')).toMatch(/cannot be truncated/);
      const rows = await auditRows(database);
      expect(rows.filter((row) => row.game_number === 900)).toEqual([
        {
          action: 'database-change',
          game_number: 900,
          details: {
            operation: 'UPDATE',
            before: { word: first?.text, pinned: false },
            after: { word: second?.text, pinned: false },
          },
        },
        {
          action: 'database-change',
          game_number: 900,
          details: { operation: 'DELETE', before: { word: second?.text, pinned: false }, after: null },
        },
      ]);
    });
  });
});
