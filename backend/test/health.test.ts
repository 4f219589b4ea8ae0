import pg from 'pg';
import request from 'supertest';
import { SCHEMA_RECHECK_MS } from '../src/health/schema-check.js';
import { readShippedMigrations } from '../src/health/shipped-migrations.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The API's role of this test run, by name. */
const apiRole = (process.env.HEXLE_TEST_API_ROLE ?? '').split(':')[0] ?? '';

describe('readiness (GET /api/health) and liveness (GET /api/health/live)', () => {
  let database: TestDatabase;
  let t: TestApp | undefined;

  const sql = async (text: string): Promise<void> => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };

  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
    await database.drop();
  });

  it('is ready on a database that has every migration of the build and the launch date', async () => {
    t = await startTestApp({}, { database });
    const http = request(t.app.getHttpServer());
    expect((await http.get('/api/health').expect(200)).body).toEqual({
      status: 'ok',
      database: 'up',
      rate_limits: 'per-process',
    });
    expect((await http.get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('is not ready while the last migration of the build is missing, alive all along, and ready once it is applied', async () => {
    const last = readShippedMigrations().at(-1) ?? '';
    await sql('CREATE TABLE applied_copy AS SELECT * FROM _prisma_migrations');
    await sql(`DELETE FROM _prisma_migrations WHERE migration_name = '${last}'`);
    t = await startTestApp({}, { database });
    const http = request(t.app.getHttpServer());

    const behind = await http.get('/api/health').expect(503);
    expect(behind.body).toEqual({
      error: 'Database schema is behind this release: its migrations are not applied',
      code: 'schema_behind',
    });
    await http.get('/api/health/live').expect(200);

    // Recorded but rolled back, or started and never finished: still not applied.
    await sql(`INSERT INTO _prisma_migrations SELECT * FROM applied_copy WHERE migration_name = '${last}'`);
    await sql(`UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = '${last}'`);
    t.clock.advance(SCHEMA_RECHECK_MS);
    expect((await http.get('/api/health').expect(503)).body.code).toBe('schema_behind');
    await sql(
      `UPDATE _prisma_migrations SET rolled_back_at = NULL, finished_at = NULL WHERE migration_name = '${last}'`,
    );
    t.clock.advance(SCHEMA_RECHECK_MS);
    expect((await http.get('/api/health').expect(503)).body.code).toBe('schema_behind');

    // The migration is applied beside the running API: ready without a restart.
    await sql(`UPDATE _prisma_migrations SET finished_at = now() WHERE migration_name = '${last}'`);
    expect((await http.get('/api/health').expect(503)).body.code).toBe('schema_behind'); // the answer is reused for a moment
    t.clock.advance(SCHEMA_RECHECK_MS);
    await http.get('/api/health').expect(200);
    await http.get('/api/health/live').expect(200);
  });

  it('is not ready on a database no migration was ever applied to', async () => {
    await sql('DROP TABLE _prisma_migrations');
    t = await startTestApp({}, { database });
    const http = request(t.app.getHttpServer());
    expect((await http.get('/api/health').expect(503)).body.code).toBe('schema_behind');
    await http.get('/api/health/live').expect(200);
  });

  it('is not ready without word lists (every guess would be a 503), and ready as soon as a seed loads them', async () => {
    await sql('DELETE FROM daily_puzzles');
    await sql('DELETE FROM words');
    t = await startTestApp({}, { database });
    const http = request(t.app.getHttpServer());
    expect((await http.get('/api/health').expect(503)).body).toEqual({
      error: 'The word lists are not loaded: no answer to schedule (run the seed)',
      code: 'no_word_lists',
    });
    await http.get('/api/health/live').expect(200);
    // Valid guesses alone leave nothing to schedule either.
    await sql("INSERT INTO words (text, is_answer) VALUES ('ZYDECO', false)");
    expect((await http.get('/api/health').expect(503)).body.code).toBe('no_word_lists');
    await sql("INSERT INTO words (text, is_answer) VALUES ('PLANET', true)");
    await http.get('/api/health').expect(200);
  });

  it('is not ready until the launch date has been checked against the database', async () => {
    // A database without a stored date, where the API may not store one yet: it stores it only
    // through the owner's function.
    const recordLaunchDate = 'public.game_settings_record_launch_date(DATE, TEXT, TEXT, TEXT)';
    await sql('DELETE FROM game_settings');
    await sql(`REVOKE EXECUTE ON FUNCTION ${recordLaunchDate} FROM "${apiRole}"`);
    t = await startTestApp({}, { database });
    const http = request(t.app.getHttpServer());
    const unchecked = await http.get('/api/health').expect(503);
    expect(unchecked.body).toEqual({
      error: 'Launch date not yet checked against the database',
      code: 'launch_date_unchecked',
    });
    await http.get('/api/health/live').expect(200);

    await sql(`GRANT EXECUTE ON FUNCTION ${recordLaunchDate} TO "${apiRole}"`);
    await http.get('/api/health').expect(200);
  });
});
