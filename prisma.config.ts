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
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL, allowExitOnIdle: true }),
});
