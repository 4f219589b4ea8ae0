import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CliUsageError, refuseSwallowedFlags } from './cli-context.js';
import { wantsHelp } from './cli-help.js';
import { parseOptions } from './cli-options.js';
import { migrationsDirFrom } from './migration-folders.js';
import { failedMigrations, resolveFailedMigrations } from './migration-resolve.js';

/**
 * `npm run db:migrate`: checks the migration folders, creates the database if it does not exist,
 * then applies the pending migrations, stopping at the first step that fails. One program rather
 * than a chain of three in package.json, because npm gives the words typed after `--` to the
 * last command of a chain only: `--help` has to reach the first.
 * `npm run db:migrate -- --resolve-failed` is the way out of a failed migration (migration-resolve.ts).
 */

const USAGE = `Usage: npm run db:migrate [-- --resolve-failed [--dry-run]]
  Checks the migration folders (refusing, before anything is applied, one that Prisma would apply
  wrongly), creates the database that DATABASE_URL names if it does not exist, then applies the
  pending migrations of prisma/migrations (prisma migrate deploy). Each migration since
  20261129000000 applies in one transaction (the seven before it, which only a new install
  applies, do not): one that fails leaves nothing of itself. Prisma records it as failed, and
  applies no migration until it is resolved (error P3009).
  --resolve-failed  after a failed migration: marks it as rolled back, so that the next
                    npm run db:migrate applies its corrected version. Applies nothing itself.
                    Refuses when no migration failed, or when one may have left part of itself.
  --dry-run         with --resolve-failed: says what it would mark, and changes nothing.`;

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository's (or the image's) root: this file is backend/dist/cli/migrate.js. */
const root = path.resolve(here, '..', '..', '..');

/** Runs one step with the operator's terminal; its exit status, or 1 when it could not start. */
function step(command: string, args: string[]): number {
  const PATH = [path.join(root, 'node_modules', '.bin'), process.env.PATH].filter(Boolean).join(path.delimiter);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, PATH } });
  if (result.error) {
    console.error(`db:migrate: cannot run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

/** The failed migrations, or none when the database cannot be asked. */
async function failedOnDatabase(): Promise<string[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    return (await failedMigrations(client)).map((migration) => migration.name);
  } catch {
    return [];
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function deploy(): Promise<number> {
  const status =
    step(process.execPath, [path.join(here, 'check-migrations.js')]) ||
    step(process.execPath, [path.join(here, 'create-database.js')]) ||
    step('prisma', ['migrate', 'deploy']);
  if (status !== 0) {
    const failed = await failedOnDatabase();
    if (failed.length > 0)
      console.error(
        `db:migrate: migration ${failed.join(', ')} failed, and no migration applies until it is resolved. ` +
          'Run npm run db:migrate -- --resolve-failed (it says whether anything of it stayed), correct the ' +
          'migration, then run npm run db:migrate again.',
      );
  }
  return status;
}

async function resolveFailed(dryRun: boolean): Promise<void> {
  if (!process.env.DATABASE_URL) throw new CliUsageError('DATABASE_URL is not set: it names the database to resolve');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    for (const line of await resolveFailedMigrations(client, migrationsDirFrom(), { dryRun })) console.log(line);
  } finally {
    await client.end();
  }
}

const args = process.argv.slice(2);
if (wantsHelp(args)) {
  console.log(USAGE);
} else {
  try {
    refuseSwallowedFlags(process.env);
    // `npm run db:migrate --resolve-failed` (no --) gives the flag to npm: a plain migrate would run.
    if (process.env.npm_config_resolve_failed)
      throw new CliUsageError(
        'npm took --resolve-failed for itself, so the command never saw it: nothing was done.\n' +
          'Put -- before it: npm run db:migrate -- --resolve-failed',
      );
    const { switches } = parseOptions(args, { '--resolve-failed': 'switch', '--dry-run': 'switch' }, USAGE);
    if (switches.has('--dry-run') && !switches.has('--resolve-failed'))
      throw new CliUsageError(`--dry-run goes with --resolve-failed\n${USAGE}`);
    if (switches.has('--resolve-failed')) await resolveFailed(switches.has('--dry-run'));
    else process.exitCode = await deploy();
  } catch (error) {
    console.error(`db:migrate: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
