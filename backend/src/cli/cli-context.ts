import { ReasonError } from '../audit/actor.js';
import { ConfigError, loadConfig, type AppConfig } from '../platform/config/app-config.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { ensureLaunchDate, LaunchDateMismatchError, LaunchDateUnavailableError } from '../launch/launch-date.js';
import { createLogger } from '../platform/logging/logger.js';
import { PuzzleAdminError } from '../schedule/puzzle-admin.js';
import { NoAnswersError } from '../schedule/puzzles.repository.js';
import { WordListFileError } from '../word-list/word-list-files.js';

export interface CliContext {
  config: AppConfig;
  prisma: PrismaService;
}

/** Runs before the database and its tables exist, so it has no launch date to check. */
const BEFORE_SETUP = new Set(['create-database']);

/**
 * Runs an operator command with the database from DATABASE_URL; prints errors plainly and sets the
 * exit code. Every command that uses the game's data first checks LAUNCH_DATE against the date
 * stored with it and refuses to run on a mismatch; only a command that says so (a seed that
 * writes) stores it on a database that has none yet.
 */
export async function runCli(
  name: string,
  command: (context: CliContext) => Promise<void>,
  options: { storesLaunchDate?: boolean } = {},
): Promise<void> {
  let prisma: PrismaService | undefined;
  try {
    const config = loadConfig();
    prisma = new PrismaService(config, createLogger('error'));
    if (!BEFORE_SETUP.has(name))
      await ensureLaunchDate(prisma.client, config.launchDate, {
        source: name,
        store: options.storesLaunchDate ?? false,
      });
    await command({ config, prisma });
  } catch (error) {
    const ours = [
      ConfigError,
      CliUsageError,
      WordListFileError,
      PuzzleAdminError,
      NoAnswersError,
      LaunchDateMismatchError,
      LaunchDateUnavailableError,
      ReasonError,
    ];
    const message = ours.some((type) => error instanceof type) ? (error as Error).message : describe(error);
    console.error(`${name}: ${message}`);
    process.exitCode = 1;
  } finally {
    await prisma?.client.$disconnect();
  }
}

export class CliUsageError extends Error {}

/** Driver errors carry pages of context; their last line says what happened. */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message.split('\n').filter(Boolean).slice(-1)[0] ?? error.name;
  return String(error);
}
