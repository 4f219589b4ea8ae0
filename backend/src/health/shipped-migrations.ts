import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** prisma/migrations beside this build: the repository's in development, /app/prisma/migrations in the image. */
export function defaultMigrationsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../../prisma/migrations');
}

export class ShippedMigrationsError extends Error {}

/**
 * The migrations this build was made with, by folder name in the order Prisma applies them. Read
 * once at start: a build that cannot tell which schema it needs must not start.
 */
export function readShippedMigrations(dir: string = defaultMigrationsDir()): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    throw new ShippedMigrationsError(
      `Cannot read the migrations this build needs from ${dir}: ${(error as Error).message}`,
    );
  }
  if (names.length === 0)
    throw new ShippedMigrationsError(`No migrations in ${dir}: this build cannot tell which schema it needs`);
  return names;
}

/** The shipped migrations that the database has not applied. */
export function missingMigrations(shipped: readonly string[], applied: Iterable<string>): string[] {
  const done = new Set(applied);
  return shipped.filter((name) => !done.has(name));
}
