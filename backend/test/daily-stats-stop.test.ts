import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { GameCalendar } from '../src/game-day/game-calendar.js';
import { createLogger } from '../src/platform/logging/logger.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { loadConfig } from '../src/platform/config/app-config.js';
import { PuzzlesRepository } from '../src/schedule/puzzles.repository.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';
import { repositoryRoot } from './support/repository.js';
import { waitFor } from './support/test-app.js';

const ANSWER = 'FLOWER';
const GAMES = 300;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/**
 * The built API as its container runs it, stopped with SIGTERM while a burst of games is ending:
 * every game whose end it acknowledged is in the day's figures, though no flush came due.
 */
describe("the day's figures over a SIGTERM", () => {
  let database: TestDatabase;
  let owner: PrismaService;
  let api: ChildProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ LAUNCH_DATE: '2026-01-01', DATABASE_URL: database.url });
    owner = new PrismaService(config, createLogger('silent'));
  });
  afterAll(async () => {
    api?.kill('SIGKILL');
    await owner.client.$disconnect();
    await database.drop();
  });

  it('keeps every game whose end was acknowledged before the stop', async () => {
    const calendar = new GameCalendar('2026-01-01');
    const today = calendar.gameNumberOn(new Date().toISOString().slice(0, 10));
    // Today's game and the next, in case the test runs across midnight UTC.
    for (const gameNumber of [today, today + 1]) await new PuzzlesRepository(owner).pin(gameNumber, ANSWER);
    const words = (
      await owner.client.word.findMany({ select: { text: true }, orderBy: { text: 'asc' }, take: GAMES + 1 })
    )
      .map((word) => word.text)
      .filter((word) => word !== ANSWER)
      .slice(0, GAMES);

    const port = await freePort();
    api = spawn(process.execPath, [path.join(repositoryRoot, 'backend/dist/main.js')], {
      env: {
        ...process.env,
        DATABASE_URL: database.apiUrl,
        LAUNCH_DATE: '2026-01-01',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '1000000',
        NETWORK_RATE_LIMIT_MAX: '10000000',
        DAILY_STATS_FLUSH_SECONDS: '300',
        DAILY_STATS_CLIENT_CAP: '1000000',
        DAILY_STATS_NETWORK_CAP: '1000000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status === 200, 30_000);
    const { game_number: gameNumber } = (await (await fetch(`${base}/api/daily-word?timezone=UTC`)).json()) as {
      game_number: number;
    };
    const post = (body: object) =>
      fetch(`${base}/api/check-guess`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ timezone: 'UTC', game_number: gameNumber, ...body }),
      });
    // Each game's first guess, with its proof; the burst sends the winning second guesses.
    const proofs: string[] = [];
    for (const word of words) proofs.push(((await (await post({ guess: word })).json()) as { proof: string }).proof);

    let acknowledged = 0;
    const exited = once(api, 'exit');
    const burst = words.map((word, index) =>
      post({ guess: ANSWER, previous_guesses: [word], proof: proofs[index] })
        .then(async (reply) => {
          if (reply.status === 200 && ((await reply.json()) as { word?: string }).word === ANSWER) acknowledged += 1;
          if (acknowledged === GAMES / 3) api?.kill('SIGTERM');
        })
        .catch(() => undefined),
    );
    await Promise.all(burst);
    const [code] = await exited;
    api = undefined;

    expect(code).toBe(0);
    expect(acknowledged).toBeGreaterThanOrEqual(GAMES / 3);
    const [{ games }] = await owner.client.$queryRaw<{ games: number }[]>`
      SELECT COALESCE(SUM(games), 0)::int AS games FROM daily_result_counts WHERE game_number = ${gameNumber}`;
    expect(games).toBeGreaterThanOrEqual(acknowledged);
    expect(games).toBeLessThanOrEqual(GAMES);
  });
});
