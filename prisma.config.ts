import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { defineConfig } from 'prisma/config';

// Without DATABASE_URL, Prisma 6 falls back to downloading a native query engine for every
// command (even `prisma --version`), and fails with an unrelated network error. Say what is missing.
// A config file does not load .env either, so the variable must be in the environment.
if (!process.env.DATABASE_URL) {
  throw new Error(
    'DATABASE_URL is not set. Prisma commands (npm run db:migrate, npm run db:seed, npx prisma ...) need the ' +
      "database's URL in the environment, e.g. DATABASE_URL=postgresql://user:password@localhost:5432/hexle " +
      'npm run db:seed. Commands that do not connect (prisma generate, prisma migrate diff) accept any ' +
      'postgresql:// URL.',
  );
}

// Prisma 6 requires `url` in schema.prisma's datasource (without it: error P1012, and `prisma
// generate` falls back to downloading a native query engine), yet every command that runs on the
// adapter below prints that the url is not used, a warning an operator can do nothing about. It
// is right that it is not used: the adapter's connection string is. Only that notice, about `url`
// alone, is left out of the output; any other warning still shows. (Prisma 7 takes the url out of
// the schema: drop both then.)
const ADAPTER_URL_NOTICE =
  /^\s*WARNING: Your schema specifies the following datasource properties but you are using a Driver Adapter via prisma\.config\.ts:\s*- url\s*The values from your schema will NOT be used!/;
const writeOut = process.stdout.write.bind(process.stdout);
process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
  if (typeof chunk === 'string' && ADAPTER_URL_NOTICE.test(chunk)) {
    const done = rest.find((argument) => typeof argument === 'function') as (() => void) | undefined;
    if (done) queueMicrotask(done);
    return true;
  }
  return (writeOut as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean)(chunk, ...rest);
}) as typeof process.stdout.write;

// The JavaScript schema engine talks to PostgreSQL through the pg driver adapter,
// so no native Prisma engine binary is ever downloaded.
export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join('prisma', 'schema.prisma'),
  migrations: {
    path: path.join('prisma', 'migrations'),
    seed: 'node backend/dist/cli/seed.js',
  },
  // One connection: the engine sends a migration statement by statement, and a migration's
  // BEGIN, its statements and its COMMIT must all reach the same session to be one transaction.
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL, allowExitOnIdle: true, max: 1 }),
});
