import pg from 'pg';
import { runCli } from './cli-context.js';

/** Creates the database named in DATABASE_URL when it does not exist yet, so migrations can run. */
await runCli('create-database', async ({ config }) => {
  const target = new URL(config.databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) throw new Error('DATABASE_URL names no database');
  const maintenance = new URL(config.databaseUrl);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({
    connectionString: maintenance.toString(),
    connectionTimeoutMillis: config.database.connectTimeoutMs,
  });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      console.log(`Created database ${name}.`);
    }
  } finally {
    await client.end();
  }
});
