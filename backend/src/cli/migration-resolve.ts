import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { mustBeAtomic } from './migration-folders.js';
import { scanMigrationSql, transactionProblem } from './migration-sql.js';

/**
 * The session advisory lock `prisma migrate deploy` holds while it applies migrations (Prisma's
 * own key): taken here too, so a resolve never changes the migrations table under a deploy.
 */
export const PRISMA_MIGRATE_LOCK = 72707369;

/** Nothing to resolve, or not safely: nothing was changed. */
export class ResolveRefusal extends Error {}

export interface FailedMigration {
  name: string;
  startedAt: Date;
  /** What PostgreSQL said when it failed, as Prisma recorded it. */
  error: string;
}

/** The line of Prisma's log that says what the database refused, without the engine's backtrace. */
function errorOf(logs: string | null): string {
  const lines = (logs ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== 'external connector error' && !/^(\d+:|at |with )/.test(line));
  const first = lines[0];
  if (first === undefined) return '(no error recorded)';
  return first.includes('ERROR:') ? first.slice(first.indexOf('ERROR:')) : first;
}

/** The migrations Prisma recorded as failed and not resolved: migrate deploy refuses to go on (P3009) while any is. */
export async function failedMigrations(client: pg.Client): Promise<FailedMigration[]> {
  const { rows: table } = await client.query<{ found: string | null }>(
    "SELECT to_regclass('_prisma_migrations')::text AS found",
  );
  if (!table[0]?.found) return [];
  const { rows } = await client.query<{ migration_name: string; started_at: Date; logs: string | null }>(
    `SELECT migration_name, started_at, logs FROM _prisma_migrations
     WHERE finished_at IS NULL AND rolled_back_at IS NULL ORDER BY started_at`,
  );
  return rows.map((row) => ({ name: row.migration_name, startedAt: row.started_at, error: errorOf(row.logs) }));
}

/**
 * Why a failed migration may have left part of itself behind, or null when it cannot have: it
 * applies in one transaction, which PostgreSQL rolled back when a statement failed.
 */
async function partialRisk(migrationsDir: string, name: string): Promise<string | null> {
  let sql: string;
  try {
    sql = await readFile(path.join(migrationsDir, name, 'migration.sql'), 'utf8');
  } catch {
    return `its folder is not in ${migrationsDir}, so nothing tells whether it applied in one transaction`;
  }
  const problem = transactionProblem(scanMigrationSql(sql));
  if (problem === null) return null;
  return mustBeAtomic(name)
    ? `its migration.sql ${problem}`
    : 'it was written before migrations applied in one transaction, so the statements before the failing one stayed';
}

/**
 * `npm run db:migrate -- --resolve-failed`: marks the failed migration as rolled back in Prisma's
 * migrations table (as `prisma migrate resolve --rolled-back` does, which needs Prisma's native
 * schema engine), so that migrate deploy applies it again once it is corrected. Refuses when no
 * migration failed, when a deploy is running, and when the failed migration may have left part of
 * itself behind. With `dryRun`, says what it would do and changes nothing. Returns what it did,
 * one line each.
 */
export async function resolveFailedMigrations(
  client: pg.Client,
  migrationsDir: string,
  options: { dryRun: boolean },
): Promise<string[]> {
  const { rows: lock } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
    PRISMA_MIGRATE_LOCK,
  ]);
  if (!lock[0]?.locked)
    throw new ResolveRefusal(
      'A migration is being applied right now (npm run db:migrate or the setup step holds the lock): ' +
        'wait for it to end, then run this again. Nothing was changed.',
    );
  try {
    const failed = await failedMigrations(client);
    if (failed.length === 0)
      throw new ResolveRefusal(
        'No migration has failed on this database: there is nothing to resolve, and nothing was changed. ' +
          'npm run db:migrate applies the pending migrations.',
      );
    const lines: string[] = [];
    for (const migration of failed) {
      const risk = await partialRisk(migrationsDir, migration.name);
      if (risk !== null)
        throw new ResolveRefusal(
          `Migration ${migration.name} failed (${migration.error}), but ${risk}. Nothing was changed. ` +
            'Undo by hand what it applied before it failed, or, on a new install that holds no data yet, ' +
            'drop the database and run npm run db:migrate again.',
        );
      lines.push(
        `Migration ${migration.name} failed at ${migration.startedAt.toISOString()}: ${migration.error}. ` +
          'It applies in one transaction, so nothing of it stayed in the database.',
      );
    }
    if (options.dryRun) {
      lines.push(
        `Dry run: would mark ${failed.map((m) => m.name).join(', ')} as rolled back in _prisma_migrations. Nothing was changed.`,
      );
      return lines;
    }
    await client.query(
      `UPDATE _prisma_migrations SET rolled_back_at = now()
       WHERE migration_name = ANY($1::text[]) AND finished_at IS NULL AND rolled_back_at IS NULL`,
      [failed.map((m) => m.name)],
    );
    lines.push(
      `Marked ${failed.map((m) => m.name).join(', ')} as rolled back in _prisma_migrations. ` +
        'Correct the migration (or install the release that corrects it), then run npm run db:migrate: it applies it again.',
    );
    return lines;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATE_LOCK]);
  }
}
