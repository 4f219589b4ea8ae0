import { ConfigError, loadConfig, type AppConfig } from '../config/app-config.js';
import { PrismaService } from '../database/prisma.service.js';
import { createLogger } from '../logging/logger.js';

export interface CliContext {
  config: AppConfig;
  prisma: PrismaService;
}

/** Runs an operator command with the database from DATABASE_URL; prints errors plainly and sets the exit code. */
export async function runCli(name: string, command: (context: CliContext) => Promise<void>): Promise<void> {
  let prisma: PrismaService | undefined;
  try {
    const config = loadConfig();
    prisma = new PrismaService(config, createLogger('error'));
    await command({ config, prisma });
  } catch (error) {
    const message = error instanceof ConfigError || error instanceof CliUsageError ? error.message : describe(error);
    console.error(`${name}: ${message}`);
    process.exitCode = 1;
  } finally {
    await prisma?.client.$disconnect();
  }
}

export class CliUsageError extends Error {}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message.split('\n').filter(Boolean).slice(-1)[0] ?? error.name;
  return String(error);
}
