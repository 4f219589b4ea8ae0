import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CliUsageError, refuseSwallowedFlags } from './cli-context.js';
import { wantsHelp } from './cli-help.js';
import { parseOptions } from './cli-options.js';
import { migrationsDirFrom, migrationTimestamp } from './migration-folders.js';
import { describeSemicolons, scanMigrationSql, SEMICOLON_ADVICE, wrapInTransaction } from './migration-sql.js';

/**
 * `npm run db:migration -- <name> [--from <git revision>]`: writes the migration from the schema
 * of <revision> (HEAD) to prisma/schema.prisma into prisma/migrations/<timestamp>_<name>/, or
 * nothing at all: the SQL is made in a scratch folder and the finished folder moved into place,
 * so a failed diff never leaves an empty or partial migration for `migrate deploy` to record.
 * The SQL is wrapped in BEGIN and COMMIT, so that it applies whole or not at all.
 */

const USAGE = `Usage: npm run db:migration -- <name> [--from <git revision>]
  <name>   what the migration does, in lower case with underscores: add_player_notes
  --from   the commit whose prisma/schema.prisma the migration starts from (HEAD)
The migration is written between BEGIN and COMMIT, so that it applies whole or not at all;
npm run db:migrate refuses a new migration that is not.
Needs DATABASE_URL naming a PostgreSQL server that answers: Prisma's diff connects to it
(and changes nothing there).`;

const run = promisify(execFile);

class MigrationNotWrittenError extends Error {}

function parse(args: string[]): { name: string; from: string } {
  const [name, ...rest] = args;
  if (name === undefined || name.startsWith('-')) throw new CliUsageError(USAGE);
  if (!/^[a-z][a-z0-9_]{0,79}$/.test(name))
    throw new CliUsageError(`"${name}" is not a migration name: lower-case letters, digits and underscores\n${USAGE}`);
  const { values } = parseOptions(rest, { '--from': 'value' }, USAGE);
  return { name, from: values.get('--from') ?? 'HEAD' };
}

/** The last lines of a failed program's output, without Prisma's banner. */
function lastLines(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('Loaded Prisma config'));
  return lines.slice(-4).join('\n  ');
}

async function previousSchema(root: string, from: string, scratch: string): Promise<string> {
  const file = path.join(scratch, 'previous.prisma');
  try {
    const { stdout } = await run('git', ['show', `${from}:prisma/schema.prisma`], {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    });
    await writeFile(file, stdout);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? (error as Error).message;
    throw new MigrationNotWrittenError(`cannot read prisma/schema.prisma at ${from}: ${lastLines(stderr)}`);
  }
  return file;
}

async function diff(root: string, previous: string): Promise<string> {
  if (!process.env.DATABASE_URL)
    throw new MigrationNotWrittenError(
      "DATABASE_URL is not set: Prisma's diff needs a PostgreSQL server that answers (it changes nothing there), " +
        'e.g. DATABASE_URL=postgresql://postgres@localhost:5432/postgres npm run db:migration -- <name>',
    );
  try {
    const { stdout } = await run(
      path.join(root, 'node_modules', '.bin', 'prisma'),
      [
        'migrate',
        'diff',
        '--from-schema-datamodel',
        previous,
        '--to-schema-datamodel',
        path.join(root, 'prisma', 'schema.prisma'),
        '--script',
      ],
      { cwd: root, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1' } },
    );
    return stdout;
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    throw new MigrationNotWrittenError(
      `prisma migrate diff failed:\n  ${lastLines(`${failure.stderr ?? ''}\n${failure.stdout ?? ''}`) || (error as Error).message}`,
    );
  }
}

async function main(): Promise<void> {
  refuseSwallowedFlags(process.env);
  const { name, from } = parse(process.argv.slice(2));
  const root = process.cwd();
  const migrations = migrationsDirFrom(root);
  const existing = await readdir(migrations).catch(() => {
    throw new MigrationNotWrittenError(`no migrations folder at ${migrations}: run this from the repository's root`);
  });

  const scratch = await mkdtemp(path.join(os.tmpdir(), 'hexle-migration-'));
  // The finished folder is moved into prisma/migrations, so it is made on the same file system.
  const staging = await mkdtemp(path.join(root, 'prisma', '.new-migration-'));
  try {
    const changes = await diff(root, await previousSchema(root, from, scratch));
    if (!scanMigrationSql(changes).hasStatements)
      throw new MigrationNotWrittenError(
        `prisma/schema.prisma has no change against ${from}: there is nothing to migrate`,
      );
    const sql = wrapInTransaction(changes);
    const report = scanMigrationSql(sql);
    const folder = `${migrationTimestamp(new Date(), existing)}_${name}`;
    await writeFile(path.join(staging, 'migration.sql'), sql, { flag: 'wx' });
    await rename(staging, path.join(migrations, folder));
    const file = path.join('prisma', 'migrations', folder, 'migration.sql');
    console.log(`Wrote ${file} (from the schema at ${from}). Read it, then apply it with npm run db:migrate.`);
    if (report.misplacedSemicolons.length > 0) {
      console.warn(
        `Warning: npm run db:migrate refuses this migration until each of these is fixed:\n` +
          describeSemicolons(file, report.misplacedSemicolons)
            .map((line) => `  - ${line}`)
            .join('\n') +
          `\n${SEMICOLON_ADVICE}`,
      );
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(scratch, { recursive: true, force: true });
  }
}

try {
  if (wantsHelp(process.argv.slice(2))) console.log(USAGE);
  else await main();
} catch (error) {
  const known = error instanceof CliUsageError || error instanceof MigrationNotWrittenError;
  console.error(`db:migration: ${known ? '' : 'unexpected error: '}${(error as Error).message}`);
  if (known && !(error instanceof CliUsageError)) console.error('Nothing was written.');
  process.exitCode = 1;
}
