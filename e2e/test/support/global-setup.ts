import type { TestProject } from 'vitest/node';
import { embeddedDatabaseUrl } from '../../../stack/embedded-database.mjs';
import { runPuzzleCommand, todayInUtc } from './puzzle-command.js';
import { startStack } from './stack-process.js';
import { E2E_STACK, TODAYS_WORD } from './stack-settings.js';
import { ensureSystemPackages } from './system-packages.js';

export interface StackInfo {
  baseUrl: string;
  webPort: number;
  apiUrl: string;
  databaseUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/**
 * Starts the product the way `npm start` does (its own ports and data folder; the embedded
 * PostgreSQL unless E2E_DATABASE_URL names another) and pins today's word, tomorrow's too.
 */
export default async function setup(project: TestProject) {
  ensureSystemPackages('chromium', 'nginx');
  const externalDatabase = process.env.E2E_DATABASE_URL;
  const env: Record<string, string> = {
    WEB_PORT: String(E2E_STACK.webPort),
    PORT: String(E2E_STACK.apiPort),
    EMBEDDED_DB_PORT: String(E2E_STACK.embeddedDatabasePort),
    HEXLE_DATA_DIR: E2E_STACK.dataDir,
    DATABASE_URL: externalDatabase ?? '',
    // Many games from one address, and a pinned word seen at once. Budgets refill over a day, so a
    // test can watch one shrink from one request to the next (a bucket of 100,000 a minute would
    // refill between any two requests).
    RATE_LIMIT_MAX: '100000',
    GET_RATE_LIMIT_MAX: '100000',
    CHALLENGE_RATE_LIMIT_MAX: '10000',
    TRANSFER_RATE_LIMIT_MAX: '10000',
    ANALYSIS_RATE_LIMIT_MAX: '10000',
    ANALYSIS_NETWORK_RATE_LIMIT_MAX: '10000',
    // A browser plays through 60 practice games in a row.
    PRACTICE_RATE_LIMIT_MAX: '10000',
    PRACTICE_NETWORK_RATE_LIMIT_MAX: '10000',
    // Every league the tests start comes from one address, run after run in a day.
    LEAGUE_CLIENT_DAILY_MAX: '10000',
    LEAGUE_NETWORK_DAILY_MAX: '10000',
    RATE_LIMIT_WINDOW_SECONDS: '86400',
    WORD_LIST_REFRESH_SECONDS: '1',
    // The day's figures: every game of the tests counted (they all come from one address), and
    // each reaching the database within a second, so a test can see it in the next reply.
    DAILY_STATS_FLUSH_SECONDS: '1',
    DAILY_STATS_CLIENT_CAP: '1000000',
    DAILY_STATS_NETWORK_CAP: '10000000',
    LOG_LEVEL: 'warn',
    // Short, so a test can watch a slow body being cut off.
    REQUEST_TIMEOUT_SECONDS: '2',
  };
  const stack = await startStack(env, E2E_STACK.logFile);
  const databaseUrl = externalDatabase ?? embeddedDatabaseUrl(E2E_STACK.dataDir, E2E_STACK.embeddedDatabasePort);
  try {
    // Today's and tomorrow's: a run that crosses midnight (UTC, the players' zone) keeps its word.
    const now = new Date();
    runPuzzleCommand(databaseUrl, ['pin', todayInUtc(now), TODAYS_WORD, '--force', '--allow-repeat']);
    const tomorrow = todayInUtc(new Date(now.getTime() + 86_400_000));
    runPuzzleCommand(databaseUrl, ['pin', tomorrow, TODAYS_WORD, '--force', '--allow-repeat']);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  project.provide('stack', {
    baseUrl: `http://localhost:${E2E_STACK.webPort}`,
    webPort: E2E_STACK.webPort,
    apiUrl: `http://127.0.0.1:${E2E_STACK.apiPort}`,
    databaseUrl,
  });
  return async () => {
    const code = await stack.stop('SIGINT');
    if (code !== 0) throw new Error(`The stack stopped with exit code ${code}:\n${stack.output().slice(-3000)}`);
  };
}
