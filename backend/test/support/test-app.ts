import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DestinationStream } from 'pino';
import type { Clock } from '../../src/platform/clock/clock.js';
import { createApp } from '../../src/app.factory.js';
import { loadConfig, type AppConfig } from '../../src/platform/config/app-config.js';
import { createLogger } from '../../src/platform/logging/logger.js';
import { PrismaService } from '../../src/platform/database/prisma.service.js';
import { PuzzlesRepository } from '../../src/schedule/puzzles.repository.js';
import { createTestDatabase, type TestDatabase } from './databases.js';

/** A clock the test moves by hand. */
export class ManualClock implements Clock {
  constructor(private current: number) {}
  now(): number {
    return this.current;
  }
  set(isoInstant: string): void {
    this.current = Date.parse(isoInstant);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

/** Collects what the app logs, one parsed JSON line per entry. */
export class LogCapture implements DestinationStream {
  readonly lines: Record<string, unknown>[] = [];
  write(line: string): void {
    this.lines.push(JSON.parse(line) as Record<string, unknown>);
  }
}

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  clock: ManualClock;
  database: TestDatabase;
  /**
   * The database as its owner, for what an operator does beside the running API (pinning,
   * changing the lists): the app itself runs as the API's own role, which may not.
   */
  owner: PrismaService;
  /** The schedule as the operator's commands see it (as the owner). */
  puzzles: PuzzlesRepository;
  close(): Promise<void>;
}

/** The production application on its own fresh database, listening on a random port. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { at?: string; database?: TestDatabase; clock?: ManualClock; log?: LogCapture } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    LAUNCH_DATE: '2026-01-01',
    LOG_LEVEL: 'silent',
    // Suites read hundreds of times from one address with the clock standing still; the tests of
    // the read budget set their own.
    GET_RATE_LIMIT_MAX: '1000000',
    ...env,
    // As the API runs in production: as its own role, not as the owner of the tables.
    DATABASE_URL: env.DATABASE_URL ?? database.apiUrl,
  });
  const clock = options.clock ?? new ManualClock(Date.parse(options.at ?? '2026-11-22T12:00:00Z'));
  const app = await createApp(config, createLogger(config.logLevel, options.log), { clock });
  await app.listen(0, '127.0.0.1');
  const owner = new PrismaService({ ...config, databaseUrl: database.url }, createLogger('silent'));
  return {
    app,
    config,
    clock,
    database,
    owner,
    puzzles: new PuzzlesRepository(owner),
    close: async () => {
      await app.close();
      await owner.onModuleDestroy();
      if (!options.database) await database.drop();
    },
  };
}

/** Polls with real time until the condition holds; fails after `timeoutMs`. */
export async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}
