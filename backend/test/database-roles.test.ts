import request from 'supertest';
import { grantRuntimeRole, RUNTIME_FUNCTIONS, RUNTIME_GRANTS } from '../src/database-roles/runtime-role.js';
import { SCHEDULE_LOCK } from '../src/platform/database/advisory-locks.js';
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

/** The API's role and password of this test run, as the setup step is given them. */
const apiRole = () => {
  const [name = '', password = ''] = (process.env.HEXLE_TEST_API_ROLE ?? '').split(':');
  return { name, password };
};

/**
 * Grants the API's role on `database` as the setup step does. A copy of the template keeps the
 * template's tables and functions with their rights, but not the database's own (TEMPORARY):
 * PostgreSQL makes those anew for every database, so the setup step runs on each.
 */
const grantApiRole = (database: TestDatabase) =>
  withClient(database.url, (client) => grantRuntimeRole(client, apiRole()));

describe("the API's own database role", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
    await grantApiRole(database);
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

  it("can neither set a day's answer, nor write the audit trail, nor keep data outside the tables", async () => {
    await withClient(database.url, (client) =>
      client.query(`INSERT INTO audit_log (action, os_user, host) VALUES ('pin', 'operator', 'host')`),
    );
    const trail = await auditRows(database);
    const attempts = [
      'INSERT INTO daily_puzzles (game_number, word) SELECT 900, text FROM words WHERE is_answer LIMIT 1',
      "INSERT INTO audit_log (action, os_user, host) VALUES ('pin', 'operator', 'host')",
      "UPDATE audit_log SET reason = 'nothing happened'",
      'DELETE FROM audit_log',
      "SELECT nextval('audit_log_id_seq')",
      "INSERT INTO game_settings (id, launch_date) VALUES (2, '2020-01-01')",
      "INSERT INTO replaced_puzzles (game_number, word) VALUES (900, 'BRIDGE')",
      'CREATE TEMP TABLE loot (x int)',
      'CREATE TEMPORARY TABLE loot AS SELECT 1',
      'SELECT lo_creat(0)',
      'SELECT lo_create(0)',
      "SELECT lo_from_bytea(0, '\\x00')",
      "SELECT lo_import('/etc/hostname')",
    ];
    for (const sql of attempts) expect([sql, await refusal(database.apiUrl, sql)]).toEqual([sql, expect.any(String)]);
    expect(await auditRows(database)).toEqual(trail);
    const days = await withClient(database.url, (client) =>
      client.query('SELECT 1 FROM daily_puzzles WHERE game_number = 900'),
    );
    expect(days.rowCount).toBe(0);
  });

  it('draws a day on its first request, and the database writes the draw in the audit trail', async () => {
    const t = await startTestApp({}, { database });
    try {
      const http = request(t.app.getHttpServer());
      const day = await http.get('/api/daily-word?timezone=UTC').expect(200);
      const gameNumber = (day.body as { game_number: number }).game_number;
      for (const guess of ['planet', 'bridge'])
        await http.post('/api/check-guess').send({ guess, game_number: gameNumber, timezone: 'UTC' }).expect(200);
      const word = (await t.puzzles.find(gameNumber))?.word;
      expect(word).toMatch(/^[A-Z]{6}$/);
      expect((await auditRows(database)).filter((row) => row.game_number === gameNumber)).toEqual([
        {
          action: 'draw',
          game_number: gameNumber,
          details: {
            date: '2026-11-22',
            before: null,
            after: { word, pinned: false },
            db_role: apiRole().name,
          },
        },
      ]);
    } finally {
      await t.close();
    }
  });

  it('records the launch date, with its audit row, on a database that has none', async () => {
    await withClient(database.url, (client) => client.query('DELETE FROM game_settings'));
    const t = await startTestApp({}, { database });
    try {
      await request(t.app.getHttpServer()).get('/api/daily-word?timezone=UTC').expect(200);
      const rows = await withClient(database.url, async (client) => ({
        settings: (await client.query('SELECT launch_date::text AS date FROM game_settings')).rows,
        audit: (
          await client.query(
            "SELECT details, os_user FROM audit_log WHERE action = 'launch-date' ORDER BY id DESC LIMIT 1",
          )
        ).rows,
      }));
      expect(rows.settings).toEqual([{ date: '2026-01-01' }]);
      expect(rows.audit).toEqual([
        {
          details: { launch_date: '2026-01-01', recorded_by: 'api' },
          os_user: expect.any(String),
        },
      ]);
    } finally {
      await t.close();
    }
  });

  it('calls only functions that run as their owner with a fixed search_path, which nobody else may call', async () => {
    const functions = await withClient(
      database.url,
      async (client) =>
        (
          await client.query<{
            signature: string;
            definer: boolean;
            config: string[] | null;
            owner: string;
            public: boolean;
            src: string;
          }>(
            `SELECT p.oid::regprocedure::text AS signature, p.prosecdef AS definer, p.proconfig AS config,
                    pg_get_userbyid(p.proowner) AS owner, p.prosrc AS src,
                    EXISTS (SELECT 1 FROM aclexplode(p.proacl) a WHERE a.grantee = 0) AS public
             FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace AND p.prosecdef ORDER BY 1`,
          )
        ).rows,
    );
    expect(functions.map((f) => f.signature)).toEqual(
      [...RUNTIME_FUNCTIONS].map((signature) => signature.replaceAll(', ', ',')).sort(),
    );
    for (const f of functions) {
      expect([f.signature, f.config, f.owner, f.public]).toEqual([
        f.signature,
        ['search_path=pg_catalog, public, pg_temp'],
        decodeURIComponent(new URL(database.url).username),
        false,
      ]);
    }
    // The draw takes the same lock as the seed and the operator's pins.
    expect(functions.find((f) => f.signature.startsWith('daily_puzzles_draw'))?.src).toContain(
      `pg_advisory_xact_lock(${SCHEDULE_LOCK.toString()})`,
    );
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
