import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CliUsageError, refuseSwallowedFlags } from './cli-context.js';
import { wantsHelp } from './cli-help.js';

/**
 * `npm run db:migrate`: checks the migration folders, creates the database if it does not exist,
 * then applies the pending migrations, stopping at the first step that fails. One program rather
 * than a chain of three in package.json, because npm gives the words typed after `--` to the
 * last command of a chain only: `--help` has to reach the first.
 */

const USAGE = `Usage: npm run db:migrate
  Checks the migration folders (refusing, before anything is applied, one that Prisma would apply
  wrongly), creates the database that DATABASE_URL names if it does not exist, then applies the
  pending migrations of prisma/migrations (prisma migrate deploy). Takes no options.`;

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

const args = process.argv.slice(2);
if (wantsHelp(args)) {
  console.log(USAGE);
} else {
  try {
    refuseSwallowedFlags(process.env);
    if (args.length > 0)
      throw new CliUsageError(`npm run db:migrate takes no options; got "${args.join(' ')}"\n${USAGE}`);
    process.exitCode =
      step(process.execPath, [path.join(here, 'check-migrations.js')]) ||
      step(process.execPath, [path.join(here, 'create-database.js')]) ||
      step('prisma', ['migrate', 'deploy']);
  } catch (error) {
    console.error(`db:migrate: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
