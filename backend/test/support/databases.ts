import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The local PostgreSQL server; each test run makes its own databases on it and drops them. */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

export async function dropDatabase(name: string): Promise<void> {
  await withServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

export interface TestDatabase {
  name: string;
  /** As the owner, who runs the migrations, the seed and the operator's commands. */
  url: string;
  /** As the API's own role, which can read and write the game's rows and nothing more. */
  apiUrl: string;
  drop(): Promise<void>;
}

/** The URL of database `name` as the API's role of this test run. */
export function apiDatabaseUrl(name: string): string {
  const [role = '', password = ''] = (process.env.HEXLE_TEST_API_ROLE ?? '').split(':');
  if (!role) throw new Error('The API\'s test role is missing: run the tests with "npm test"');
  const url = new URL(databaseUrl(name));
  url.username = role;
  url.password = password;
  return url.toString();
}

/** A fresh copy of the migrated and seeded template made by the global setup. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const prefix = process.env.HEXLE_TEST_RUN_PREFIX;
  const template = process.env.HEXLE_TEST_TEMPLATE_DB;
  if (!prefix || !template) throw new Error('The test database template is missing: run the tests with "npm test"');
  const name = uniqueName(prefix);
  await withServer((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return { name, url: databaseUrl(name), apiUrl: apiDatabaseUrl(name), drop: () => dropDatabase(name) };
}
