// Makes one migrated and seeded template database per test run with the operator's own
// commands (prisma migrate deploy, prisma db seed, grant-api-role); every test file clones it.
// The application under test runs as the API's own role, made for this run, as it does in
// production: it can read and write the game's rows and nothing more.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export async function onServer(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function globalSetup() {
  const prefix = `hexle_test_${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_template`;
  const apiRole = `${prefix}_api`;
  const apiPassword = randomBytes(12).toString('hex');
  process.env.HEXLE_TEST_RUN_PREFIX = prefix;
  process.env.HEXLE_TEST_TEMPLATE_DB = template;
  process.env.HEXLE_TEST_API_ROLE = `${apiRole}:${apiPassword}`;

  await onServer(`CREATE DATABASE "${template}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  // The database keeps the launch date it was set up with; every test app runs with this one.
  const apiUrl = new URL(url);
  apiUrl.username = apiRole;
  apiUrl.password = apiPassword;
  const env = {
    ...process.env,
    DATABASE_URL: url.toString(),
    API_DATABASE_URL: apiUrl.toString(),
    LAUNCH_DATE: '2026-01-01',
  };
  const prisma = path.join(repositoryRoot, 'node_modules/.bin/prisma');
  try {
    execFileSync(prisma, ['migrate', 'deploy'], { cwd: repositoryRoot, env, stdio: 'pipe' });
    execFileSync(prisma, ['db', 'seed'], { cwd: repositoryRoot, env, stdio: 'pipe' });
    execFileSync(process.execPath, ['backend/dist/cli/grant-api-role.js'], { cwd: repositoryRoot, env, stdio: 'pipe' });
  } catch (error) {
    await onServer(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    throw new Error(`Could not prepare the test database:\n${error.stderr?.toString() ?? error.message}`, {
      cause: error,
    });
  }
}
