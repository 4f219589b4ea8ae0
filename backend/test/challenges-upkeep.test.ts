import { jest } from '@jest/globals';
import request from 'supertest';
import { ChallengePruner } from '../src/challenges/challenge-pruner.js';
import { ChallengesRepository, type StoredChallenge } from '../src/challenges/challenges.repository.js';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { LogCapture, startTestApp, type TestApp, waitFor } from './support/test-app.js';

const DAY_MS = 86_400_000;
const UNKNOWN_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

/** Counts the lookups that reach the database. */
function countLookups(repository: ChallengesRepository): { calls: number } {
  const counter = { calls: 0 };
  const find = repository.find.bind(repository);
  repository.find = (id: string): Promise<StoredChallenge | null> => {
    counter.calls += 1;
    return find(id);
  };
  return counter;
}

describe('who made a challenge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps a keyed hash of the creator, never the address, with a secret made on first need', async () => {
    const http = request(t.app.getHttpServer());
    const prisma = t.app.get(PrismaService).client;
    expect(await prisma.serverSecret.count({ where: { name: 'challenge-creator' } })).toBe(0);
    const create = (from: string) =>
      http.post('/api/challenges').set('X-Forwarded-For', from).send({ word: 'flower', timezone: 'UTC' }).expect(201);
    const first = (await create('203.0.113.50')).body.id as string;
    const again = (await create('203.0.113.50')).body.id as string;
    const other = (await create('203.0.113.51')).body.id as string;
    const rows = await prisma.$queryRaw<Record<string, unknown>[]>`
      SELECT * FROM challenges WHERE id IN (${first}, ${again}, ${other}) ORDER BY created_at`;
    const keyOf = (id: string) => rows.find((row) => row.id === id)?.creator_key;
    expect(keyOf(first)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(again)).toBe(keyOf(first));
    expect(keyOf(other)).not.toBe(keyOf(first));
    expect(JSON.stringify(rows)).not.toContain('203.0.113');
    expect(await prisma.serverSecret.count({ where: { name: 'challenge-creator' } })).toBe(1);
  });
});

describe('looking up challenges', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  beforeAll(async () => {
    t = await startTestApp({ CHALLENGE_PRUNE_INTERVAL_MINUTES: '0', CHALLENGE_RETENTION_DAYS: '30' });
    http = request(t.app.getHttpServer());
  });
  afterAll(() => t.close());

  it('asks the database once for a challenge played many times', async () => {
    const lookups = countLookups(t.app.get(ChallengesRepository));
    const id = (await http.post('/api/challenges').send({ word: 'flower', timezone: 'UTC' }).expect(201)).body.id;
    for (let i = 0; i < 3; i++) {
      await http.get(`/api/challenges/${id}`).expect(200);
      await http.post(`/api/challenges/${id}/check-guess`).send({ guess: 'planet', timezone: 'UTC' }).expect(200);
    }
    expect(lookups.calls).toBe(1);
    // Removed behind this process's back (as another replica or the CLI would): it is still served
    // from the cache, which is why its entries live only minutes.
    await t.app.get(PrismaService).client.challenge.delete({ where: { id } });
    await http.get(`/api/challenges/${id}`).expect(200);
    expect(lookups.calls).toBe(1);
  });

  it('remembers for a while that an id does not exist', async () => {
    const lookups = countLookups(t.app.get(ChallengesRepository));
    for (let i = 0; i < 5; i++) await http.get(`/api/challenges/${UNKNOWN_ID}`).expect(404);
    expect(lookups.calls).toBe(1);
  });

  it('forgets at once what a prune in this process removed', async () => {
    const challenges = t.app.get(ChallengesRepository);
    const old = 'old_old_old_old_old_o7';
    await challenges.create({
      id: old,
      word: 'FLOWER',
      createdAt: new Date(t.clock.now() - 29 * DAY_MS),
      creatorKey: null,
    });
    await http.get(`/api/challenges/${old}`).expect(200);
    t.clock.advance(2 * DAY_MS);
    expect(await t.app.get(ChallengePruner).prune()).toBe(1);
    await http.get(`/api/challenges/${old}`).expect(404);
  });
});

describe('pruning on a schedule, inside the API', () => {
  const interval = 30 * 60_000;
  /** The intervals the app sets, real ones: the test runs a tick itself instead of waiting half an hour. */
  let timers: { set: jest.Spied<typeof setInterval>; cleared: jest.Spied<typeof clearInterval> };
  beforeEach(() => {
    timers = { set: jest.spyOn(globalThis, 'setInterval'), cleared: jest.spyOn(globalThis, 'clearInterval') };
  });
  afterEach(() => jest.restoreAllMocks());

  const pruneTimers = () => timers.set.mock.calls.filter(([, ms]) => ms === interval);
  const pruneTimer = (): NodeJS.Timeout =>
    timers.set.mock.results[timers.set.mock.calls.findIndex(([, ms]) => ms === interval)].value as NodeJS.Timeout;
  /** The interval's passing: the challenges' prune and the leagues' (league-pruner.ts) share it. */
  const tick = () => {
    for (const [run] of pruneTimers()) run();
  };
  const at = (t: TestApp, daysAgo: number) => new Date(t.clock.now() - daysAgo * DAY_MS);
  const prunes = (log: LogCapture) =>
    log.lines.filter((line) => String(line.msg).startsWith('challenge prune: ')).map((line) => line.msg);

  it('removes challenges older than the retention every interval, by the injected clock, and stops on shutdown', async () => {
    const log = new LogCapture();
    const t = await startTestApp(
      { CHALLENGE_PRUNE_INTERVAL_MINUTES: '30', CHALLENGE_RETENTION_DAYS: '30', LOG_LEVEL: 'info' },
      { log },
    );
    const challenges = t.app.get(ChallengesRepository);
    try {
      expect(pruneTimers()).toHaveLength(2);
      // A pending prune never keeps a stopping process alive.
      for (const { value } of timers.set.mock.results.filter((_, n) => timers.set.mock.calls[n][1] === interval))
        expect((value as NodeJS.Timeout).hasRef()).toBe(false);
      await challenges.create({ id: 'old_old_old_old_old_o1', word: 'FLOWER', createdAt: at(t, 31), creatorKey: null });
      await challenges.create({ id: 'mid_mid_mid_mid_mid_m1', word: 'FLOWER', createdAt: at(t, 29), creatorKey: null });
      expect(prunes(log)).toEqual([]);

      tick();
      await waitFor(async () => prunes(log).length === 1);
      expect(prunes(log)).toEqual(['challenge prune: removed 1 challenge older than 30 days']);
      expect(await challenges.find('old_old_old_old_old_o1')).toBeNull();
      expect(await challenges.find('mid_mid_mid_mid_mid_m1')).not.toBeNull();

      t.clock.advance(2 * DAY_MS);
      tick();
      await waitFor(async () => prunes(log).length === 2);
      expect(prunes(log)[1]).toBe('challenge prune: removed 1 challenge older than 30 days');
      expect(await challenges.count()).toBe(0);
    } finally {
      await t.close();
    }
    expect(timers.cleared).toHaveBeenCalledWith(pruneTimer());
  });

  it('sets no timer and removes nothing by itself when the interval is 0', async () => {
    const log = new LogCapture();
    const t = await startTestApp({ CHALLENGE_PRUNE_INTERVAL_MINUTES: '0', LOG_LEVEL: 'info' }, { log });
    try {
      await t.app
        .get(ChallengesRepository)
        .create({ id: 'old_old_old_old_old_o2', word: 'FLOWER', createdAt: at(t, 400), creatorKey: null });
      // Neither a tight loop nor the default hourly prune.
      expect(timers.set.mock.calls.filter(([, ms]) => !ms || ms === 3_600_000)).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(prunes(log)).toEqual([]);
      expect(await t.app.get(ChallengesRepository).find('old_old_old_old_old_o2')).not.toBeNull();
    } finally {
      await t.close();
    }
  });

  it('is harmless when several API processes prune the same database at once', async () => {
    const first = await startTestApp({ CHALLENGE_RETENTION_DAYS: '30' });
    const second = await startTestApp(
      { CHALLENGE_RETENTION_DAYS: '30' },
      { database: first.database, clock: first.clock },
    );
    try {
      const challenges = first.app.get(ChallengesRepository);
      for (let i = 0; i < 40; i++)
        await challenges.create({
          id: `old_${String(i).padStart(18, '0')}`,
          word: 'FLOWER',
          createdAt: at(first, 31 + i),
          creatorKey: null,
        });
      await challenges.create({
        id: 'new_new_new_new_new_n1',
        word: 'FLOWER',
        createdAt: at(first, 1),
        creatorKey: null,
      });
      const removed = await Promise.all([
        first.app.get(ChallengePruner).prune(),
        second.app.get(ChallengePruner).prune(),
        first.app.get(ChallengePruner).prune(),
      ]);
      expect(removed.every((count) => typeof count === 'number')).toBe(true);
      expect((removed[0] ?? 0) + (removed[1] ?? 0)).toBe(40);
      expect(await challenges.count()).toBe(1);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
