import { MigrationsRepository } from '../health/migrations.repository.js';
import { missingMigrations, readShippedMigrations } from '../health/shipped-migrations.js';
import { ReasonError } from '../audit/actor.js';
import { ConfigError, loadConfig, type AppConfig } from '../platform/config/app-config.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { ensureLaunchDate, LaunchDateMismatchError, LaunchDateUnavailableError } from '../launch/launch-date.js';
import { createLogger } from '../platform/logging/logger.js';
import { PuzzleAdminError } from '../schedule/puzzle-admin.js';
import { NoAnswersError } from '../schedule/puzzles.repository.js';
import { WordListFileError } from '../word-list/word-list-files.js';
import { usageFor, wantsHelp } from './cli-help.js';
import { isReadOnlyRefusal, readOnlyDatabaseUrl, uncheckedNote, uncheckedRefusal } from './unchecked-launch-date.js';

export interface CliContext {
  config: AppConfig;
  prisma: PrismaService;
}

/** Every flag the operator commands take (seed, puzzle, challenges, solver-record, db:migration). */
const OWN_FLAGS = [
  '--dry-run',
  '--force',
  '--reason',
  '--allow-large-changes',
  '--allow-repeat',
  '--older-than-days',
  '--address',
  '--key',
  '--limit',
  '--days',
  '--from',
  '--game',
  '--action',
  '--since',
  '--until',
  '--openings',
];

/** The setting of npm's that a flag typed after `npm run <script>` without `--` turns into. */
const SWALLOWED_FLAGS: Record<string, string> = Object.fromEntries(
  OWN_FLAGS.map((flag) => [`npm_config_${flag.slice(2).replaceAll('-', '_')}`, flag]),
);

/**
 * `npm run <script> --dry-run` (no `--` between them) gives --dry-run to npm, not to the command:
 * npm runs the command without it and sets npm_config_dry_run in its environment (so with --force,
 * --reason and every other flag). A command that writes would then write, or overwrite, or keep no
 * reason: every command refuses instead, before it touches anything, and shows the spelling that
 * reaches it.
 */
export function refuseSwallowedFlags(env: NodeJS.ProcessEnv): void {
  const swallowed = Object.entries(SWALLOWED_FLAGS)
    .filter(([setting]) => env[setting] !== undefined && env[setting] !== '' && env[setting] !== 'false')
    .map(([, flag]) => flag);
  if (swallowed.length === 0) return;
  const script = env.npm_lifecycle_event ?? '<script>';
  throw new CliUsageError(
    `npm took ${swallowed.join(' and ')} for itself, so the command never saw ${swallowed.length > 1 ? 'them' : 'it'}: nothing was done.\n` +
      `Put -- before the command's own options, e.g. npm run ${script} -- ... ${swallowed.join(' ')}`,
  );
}

/** Runs before the database and its tables exist, so it has no launch date to check. */
const BEFORE_SETUP = new Set(['create-database']);
/** Changes roles, not the game's rows: runs in the setup step right after a seed that may not have stored a date (a dry run). */
const NO_GAME_DATA = new Set(['grant-api-role']);

/**
 * Runs an operator command with the database from DATABASE_URL; prints errors plainly and sets the
 * exit code. Every command that uses the game's data first checks LAUNCH_DATE against the date
 * stored with it and refuses to run on a mismatch; only a command that says so (a seed that
 * writes) stores it on a database that has none yet. On such a database every other command runs
 * read-only: it reads with a note, and a write is refused with the seed to run first.
 * `--help` or `-h` prints the command's usage (a subcommand's part of it) and nothing else runs:
 * no settings are read and no database is needed.
 */
export async function runCli(
  name: string,
  command: (context: CliContext) => Promise<void>,
  options: { storesLaunchDate?: boolean; usage: string },
): Promise<void> {
  const args = process.argv.slice(2);
  if (wantsHelp(args)) {
    console.log(usageFor(options.usage, args));
    return;
  }
  let prisma: PrismaService | undefined;
  let config: AppConfig | undefined;
  let readOnly = false;
  try {
    refuseSwallowedFlags(process.env);
    config = loadConfig();
    prisma = new PrismaService(config, createLogger('error'));
    if (!BEFORE_SETUP.has(name)) {
      await refuseSchemaBehind(prisma, config.database.connectTimeoutMs + config.database.queryTimeoutMs);
      const check = await ensureLaunchDate(prisma.client, config.launchDate, {
        source: name,
        store: options.storesLaunchDate ?? false,
      });
      // No date stored yet: only the seed may go on as it is (it stores the date when it writes);
      // any other command reads on a read-only session, so a write is refused whatever the command.
      readOnly = check.unchecked && options.storesLaunchDate === undefined && !NO_GAME_DATA.has(name);
      if (readOnly) {
        await prisma.client.$disconnect();
        prisma = new PrismaService(
          { ...config, databaseUrl: readOnlyDatabaseUrl(config.databaseUrl) },
          createLogger('error'),
        );
        console.error(`${name}: ${uncheckedNote(config.launchDate)}`);
      }
    }
    await command({ config, prisma });
  } catch (error) {
    if (readOnly && config && isReadOnlyRefusal(error)) {
      console.error(`${name}: ${uncheckedRefusal(config.launchDate)}`);
      process.exitCode = 1;
      return;
    }
    const ours = [
      ConfigError,
      CliUsageError,
      WordListFileError,
      PuzzleAdminError,
      NoAnswersError,
      LaunchDateMismatchError,
      LaunchDateUnavailableError,
      ReasonError,
      SchemaBehindError,
    ];
    const message = ours.some((type) => error instanceof type) ? (error as Error).message : describe(error);
    console.error(`${name}: ${message}`);
    process.exitCode = 1;
  } finally {
    await prisma?.client.$disconnect();
  }
}

export class CliUsageError extends Error {}

/** The database lacks migrations this build ships: its tables are not the ones the commands use. */
export class SchemaBehindError extends Error {}

/**
 * A command on a database whose migrations are behind the code would fail half-way on a missing
 * table or column (or, for a dry run, preview against the wrong schema): it refuses first.
 */
async function refuseSchemaBehind(prisma: PrismaService, timeoutMs: number): Promise<void> {
  // Its first query also opens the connection: on a busy host that takes more than the health
  // check's two seconds, which are too short for a command that nobody is waiting on in a loop.
  const missing = missingMigrations(readShippedMigrations(), await new MigrationsRepository(prisma).applied(timeoutMs));
  if (missing.length === 0) return;
  throw new SchemaBehindError(
    `the database is behind this release: ${missing.length} migration${missing.length === 1 ? '' : 's'} not ` +
      `applied (${missing.join(', ')}). Nothing was done. Apply them first: npm run db:migrate ` +
      '(in containers, the setup step: docker compose run --rm setup).',
  );
}

/** Driver errors carry pages of context; their last line says what happened. */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message.split('\n').filter(Boolean).slice(-1)[0] ?? error.name;
  return String(error);
}
