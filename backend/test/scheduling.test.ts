import request from 'supertest';
import { loadConfig } from '../src/platform/config/app-config.js';
import { createPrismaClient } from '../src/platform/database/prisma.service.js';
import type { PrismaService } from '../src/platform/database/prisma.service.js';
import { PuzzlesRepository } from '../src/schedule/puzzles.repository.js';
import { startTestApp, type TestApp, waitFor } from './support/test-app.js';

describe('puzzle scheduling', () => {
  let t: TestApp;
  let repository: PuzzlesRepository;
  let prisma: PrismaService;

  beforeAll(async () => {
    t = await startTestApp({ WORD_LIST_REFRESH_SECONDS: '1' });
    repository = t.puzzles;
    prisma = (repository as unknown as { prisma: PrismaService }).prisma;
  });
  afterAll(() => t.close());

  const limitAnswersTo = async (words: string[]) => {
    await prisma.client.word.updateMany({ data: { isAnswer: false } });
    await prisma.client.word.updateMany({ where: { text: { in: words } }, data: { isAnswer: true } });
  };

  it('uses every answer once before any repeats, then starts a new round', async () => {
    const answers = ['PLANET', 'BRIDGE', 'GARDEN', 'SILVER', 'CASTLE'];
    await limitAnswersTo(answers);
    const firstRound: string[] = [];
    for (let game = 1000; game < 1005; game++) firstRound.push((await repository.findOrAssign(game)).assignment.word);
    expect([...firstRound].sort()).toEqual([...answers].sort());

    const secondRound: string[] = [];
    for (let game = 1005; game < 1010; game++) secondRound.push((await repository.findOrAssign(game)).assignment.word);
    expect([...secondRound].sort()).toEqual([...answers].sort());
  });

  it('keeps an assignment once made', async () => {
    const first = await repository.findOrAssign(1000);
    expect(first.created).toBe(false);
    expect((await repository.findOrAssign(1000)).assignment.word).toBe(first.assignment.word);
  });

  it('never draws a word that players had before a forced change while other answers are unused', async () => {
    const answers = ['ANCHOR', 'BASKET', 'CANDLE', 'DRAGON'];
    await limitAnswersTo(answers);
    const played = (await repository.findOrAssign(6000)).assignment.word;
    const replacement = answers.find((word) => word !== played) ?? '';
    // Game 6000 is released: players have `played`, so it stays counted as used.
    await repository.pin(6000, replacement, { released: () => true });
    expect((await repository.stats(5999)).unusedAnswers).toBe(2);
    const drawn = [
      (await repository.findOrAssign(6001)).assignment.word,
      (await repository.findOrAssign(6002)).assignment.word,
    ];
    expect(drawn.sort()).toEqual(answers.filter((word) => word !== played && word !== replacement).sort());
    expect(await prisma.client.replacedPuzzle.findMany({ select: { gameNumber: true, word: true } })).toEqual([
      { gameNumber: 6000, word: played },
    ]);
  });

  it('lets a word replaced before release go back to the unused answers', async () => {
    const answers = ['EMPIRE', 'FABRIC', 'GALAXY'];
    await limitAnswersTo(answers);
    const drawn = (await repository.findOrAssign(7000)).assignment.word;
    const pinned = answers.find((word) => word !== drawn) ?? '';
    await repository.pin(7000, pinned, { released: () => false });
    expect((await repository.stats(6999)).unusedAnswers).toBe(2);
    expect(await prisma.client.replacedPuzzle.count({ where: { gameNumber: 7000 } })).toBe(0);
  });

  it('gives dozens of racing first requests from separate connections one single assignment', async () => {
    await limitAnswersTo(['PLANET', 'BRIDGE', 'GARDEN', 'SILVER', 'CASTLE', 'FOREST', 'WINTER', 'SUMMER']);
    const config = loadConfig({ DATABASE_URL: t.database.url });
    const clients = Array.from({ length: 8 }, () => createPrismaClient(config, () => undefined));
    try {
      for (let game = 2000; game < 2010; game++) {
        const results = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            new PuzzlesRepository({ client: clients[i % clients.length] } as PrismaService).findOrAssign(game),
          ),
        );
        const words = new Set(results.map((result) => result.assignment.word));
        expect(words.size).toBe(1);
        expect(results.filter((result) => result.created)).toHaveLength(1);
        expect(await prisma.client.dailyPuzzle.count({ where: { gameNumber: game } })).toBe(1);
      }
    } finally {
      await Promise.all(clients.map((client) => client.$disconnect()));
    }
  });

  it('never gives two new games racing each other the same answer while others are unused', async () => {
    const config = loadConfig({ DATABASE_URL: t.database.url });
    const clients = Array.from({ length: 6 }, () => createPrismaClient(config, () => undefined));
    try {
      // Six answers no earlier test used, so all are equally unused.
      await limitAnswersTo(['WINDOW', 'ORANGE', 'YELLOW', 'PURPLE', 'MARKET', 'CIRCLE']);
      for (let trial = 0; trial < 10; trial++) {
        await prisma.client.dailyPuzzle.deleteMany({ where: { gameNumber: { gte: 5000 } } });
        const games = [5000, 5001, 5002, 5003, 5004, 5005];
        const results = await Promise.all(
          games.map((game, i) => new PuzzlesRepository({ client: clients[i] } as PrismaService).findOrAssign(game)),
        );
        expect(new Set(results.map((result) => result.assignment.word)).size).toBe(6);
        await prisma.client.dailyPuzzle.deleteMany({ where: { gameNumber: { gte: 5000 } } });
      }
    } finally {
      await Promise.all(clients.map((client) => client.$disconnect()));
    }
  });

  it('gives dozens of players guessing at once in one process the same answer, from one stored assignment', async () => {
    t.clock.set('2026-12-01T08:00:00Z'); // game 335, not assigned yet
    const http = request(t.app.getHttpServer());
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        http
          .post('/api/check-guess')
          .set('X-Forwarded-For', `198.51.100.${i}`)
          .send({ guess: 'planet', game_number: 335, timezone: 'UTC' }),
      ),
    );
    expect(new Set(replies.map((reply) => reply.status))).toEqual(new Set([200]));
    expect(new Set(replies.map((reply) => JSON.stringify(reply.body.evaluation))).size).toBe(1);
    expect(await prisma.client.dailyPuzzle.count({ where: { gameNumber: 335 } })).toBe(1);
  });

  it('fails clearly when no answers are left to schedule', async () => {
    await prisma.client.word.updateMany({ data: { isAnswer: false } });
    await expect(repository.findOrAssign(3000)).rejects.toThrow('No answers are available');
    t.clock.set('2027-01-10T08:00:00Z');
    const http = request(t.app.getHttpServer());
    const res = await http
      .post('/api/check-guess')
      .send({ guess: 'planet', game_number: 375, timezone: 'UTC' })
      .expect(503);
    expect(res.body).toEqual({ error: expect.stringContaining('temporarily unavailable'), code: 'unavailable' });
  });

  it('lets an operator pin reach the running API within the refresh interval', async () => {
    await limitAnswersTo(['PLANET', 'BRIDGE']);
    t.clock.set('2027-02-01T08:00:00Z'); // game 397
    const http = request(t.app.getHttpServer());
    const before = await http
      .post('/api/check-guess')
      .send({ guess: 'bridge', game_number: 397, timezone: 'UTC' })
      .expect(200);
    const other = before.body.is_winner ? 'PLANET' : 'BRIDGE';
    await repository.pin(397, other);
    // The API re-reads cached assignments every WORD_LIST_REFRESH_SECONDS (1 s here).
    await waitFor(async () => {
      const after = await http.post('/api/check-guess').send({ guess: other, game_number: 397, timezone: 'UTC' });
      return after.body.is_winner === true && after.body.word === other;
    });
  });
});
