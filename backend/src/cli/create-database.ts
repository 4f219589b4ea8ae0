import pg from 'pg';
import { CliUsageError, runCli } from './cli-context.js';

const USAGE = `Usage: node backend/dist/cli/create-database.js
  Creates the database that DATABASE_URL names when it does not exist yet (npm run db:migrate
  runs it before the migrations). Takes no options.`;

/** Creates the database named in DATABASE_URL when it does not exist yet, so migrations can run. */
await runCli(
  'create-database',
  async ({ config }) => {
    const [extra] = process.argv.slice(2);
    if (extra !== undefined) throw new CliUsageError(`Unexpected word "${extra}"\n${USAGE}`);
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
  },
  { usage: USAGE },
);
