import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describeSemicolons, scanMigrationSql, SEMICOLON_ADVICE, transactionProblem } from './migration-sql.js';

/** prisma/migrations from where npm and Prisma run (the repository's root, /app in the image). */
export function migrationsDirFrom(cwd: string = process.cwd()): string {
  return path.resolve(cwd, 'prisma', 'migrations');
}

export class MigrationFolderError extends Error {}

/**
 * The first migration written to apply in one transaction. Those before it ran without one, and
 * have run so on every install: Prisma keeps their checksums, so they stay as they were. Every
 * migration from this one on must be atomic (migration-sql.ts, transactionProblem).
 */
export const FIRST_ATOMIC_MIGRATION = '20261129000000_api_writes_through_functions';

/** Whether a migration folder must apply in one transaction: every one from FIRST_ATOMIC_MIGRATION's time on. */
export function mustBeAtomic(folder: string): boolean {
  return !/^\d{14}_/.test(folder) || folder.slice(0, 14) >= FIRST_ATOMIC_MIGRATION.slice(0, 14);
}

/**
 * What `prisma migrate deploy` would get wrong in a migrations folder, one line each: a
 * migration folder whose migration.sql is missing, empty or only comments (Prisma records such
 * a migration as applied, and the SQL written into it later never runs), a `;` that does not
 * end a statement (Prisma cuts the file there), and a new migration that is not applied in one
 * transaction (Prisma runs its statements one by one, so one failing half-way would leave the
 * rest applied). Nothing here connects to the database.
 */
export async function migrationFolderProblems(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    throw new MigrationFolderError(`Cannot read the migrations folder ${dir}: ${(error as Error).message}`);
  }
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const problems: string[] = [];
  for (const folder of folders) {
    const file = path.join(folder, 'migration.sql');
    let sql: string;
    try {
      sql = await readFile(path.join(dir, file), 'utf8');
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      problems.push(
        `${folder}: ${missing ? 'has no migration.sql' : `cannot read migration.sql (${(error as Error).message})`}`,
      );
      continue;
    }
    const report = scanMigrationSql(sql);
    if (!report.hasStatements)
      problems.push(
        `${folder}: migration.sql holds no SQL statement (${sql.trim() === '' ? 'empty' : 'only comments'})`,
      );
    problems.push(...describeSemicolons(file, report.misplacedSemicolons));
    const atomic = report.hasStatements && mustBeAtomic(folder) ? transactionProblem(report) : null;
    if (atomic !== null) problems.push(`${file} ${atomic}`);
  }
  return problems;
}

/** Why a migration must be atomic, and how. */
export const TRANSACTION_ADVICE =
  'Prisma applies a migration statement by statement: one that fails half-way leaves the statements before it ' +
  'applied and the database stuck (P3009). Start the migration with BEGIN; and end it with COMMIT; ' +
  '(npm run db:migration -- <name> writes them), so that it applies whole or not at all.';

/** The text that refuses a migrations folder with problems; nothing has been applied. */
export function refusalText(dir: string, problems: readonly string[]): string {
  return (
    `Refusing to migrate, nothing was applied: the migrations in ${dir} would not run as written ` +
    '(an empty migration is recorded as applied, and SQL written into it later never runs):\n' +
    problems.map((problem) => `  - ${problem}`).join('\n') +
    (problems.some((problem) => problem.includes('";"')) ? `\n${SEMICOLON_ADVICE}` : '') +
    (problems.some((problem) => problem.includes('transaction')) ? `\n${TRANSACTION_ADVICE}` : '') +
    '\nWrite the migration (npm run db:migration -- <name> makes one from the schema), or remove the folder.'
  );
}

/** The UTC time as Prisma names migrations (20261127093000), after every existing migration. */
export function migrationTimestamp(now: Date, existing: readonly string[]): string {
  const format = (date: Date) => date.toISOString().replace(/\D/g, '').slice(0, 14);
  const latest = existing
    .map((name) => /^(\d{14})_/.exec(name)?.[1])
    .filter((stamp): stamp is string => stamp !== undefined)
    .sort()
    .at(-1);
  if (latest === undefined || format(now) > latest) return format(now);
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(latest) ?? [];
  return format(new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s) + 1)));
}
