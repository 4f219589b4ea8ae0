import pg from 'pg';
import { grantRuntimeRole, RuntimeRoleError } from '../database-roles/runtime-role.js';
import { CliUsageError, runCli } from './cli-context.js';

/** The role and password of API_DATABASE_URL, which must name the same database as DATABASE_URL. */
function runtimeRoleOf(apiDatabaseUrl: string | undefined, ownerUrl: string) {
  if (!apiDatabaseUrl) throw new CliUsageError('API_DATABASE_URL is not set: it names the role the API runs as');
  let api: URL;
  try {
    api = new URL(apiDatabaseUrl);
  } catch {
    throw new CliUsageError('API_DATABASE_URL is not a URL (postgresql://role:password@host:port/database)');
  }
  const owner = new URL(ownerUrl);
  const name = decodeURIComponent(api.username);
  const password = decodeURIComponent(api.password);
  if (!name || !password) throw new CliUsageError('API_DATABASE_URL must name a role and its password');
  if (api.pathname !== owner.pathname)
    throw new CliUsageError('API_DATABASE_URL must name the same database as DATABASE_URL');
  return { name, password };
}

/**
 * Makes or updates the API's own database role (API_DATABASE_URL) on the database of
 * DATABASE_URL, whose owner runs this after the migrations and the seed.
 */
const USAGE = `Usage: node backend/dist/cli/grant-api-role.js
  Makes or updates the API's own database role, named with its password in API_DATABASE_URL, on
  the database of DATABASE_URL (its owner's address). Takes no options.`;

await runCli(
  'grant-api-role',
  async ({ config }) => {
    const role = runtimeRoleOf(process.env.API_DATABASE_URL, config.databaseUrl);
    const client = new pg.Client({
      connectionString: config.databaseUrl,
      connectionTimeoutMillis: config.database.connectTimeoutMs,
    });
    await client.connect();
    let warnings: string[];
    try {
      ({ warnings } = await grantRuntimeRole(client, role));
    } catch (error) {
      if (error instanceof RuntimeRoleError) throw new CliUsageError(error.message);
      throw error;
    } finally {
      await client.end();
    }
    for (const warning of warnings) console.warn(`grant-api-role: WARN ${warning}`);
    console.log(
      `The API's database role ${role.name} can read and write the game's rows, and nothing more: ` +
        "it adds a day's word and the launch date only through the database's functions, which write their audit rows.",
    );
  },
  { usage: USAGE },
);
