import { FixedWindowThrottlerStorage } from './fixed-window.storage.js';

describe('FixedWindowThrottlerStorage', () => {
  let now = 1_000_000;
  const storage = new FixedWindowThrottlerStorage(() => now);
  afterAll(() => storage.onModuleDestroy());

  it('counts hits per key and blocks past the limit until the block ends', async () => {
    for (let hit = 1; hit <= 3; hit++) {
      expect(await storage.increment('a', 10_000, 3, 10_000)).toMatchObject({ totalHits: hit, isBlocked: false });
    }
    expect(await storage.increment('a', 10_000, 3, 10_000)).toMatchObject({ isBlocked: true, timeToBlockExpire: 10 });
    expect(await storage.increment('b', 10_000, 3, 10_000)).toMatchObject({ totalHits: 1, isBlocked: false });
    now += 10_000;
    expect(await storage.increment('a', 10_000, 3, 10_000)).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('forgets idle clients', async () => {
    await storage.increment('c', 1_000, 3, 1_000);
    now += 20_000;
    storage.sweep();
    expect(storage.size).toBe(0);
  });
});
