import { ChallengeCache } from './challenge-cache.js';
import type { StoredChallenge } from './challenges.repository.js';

const challenge = (id: string, createdAt = '2026-11-01T00:00:00Z'): StoredChallenge => ({
  id,
  word: 'FLOWER',
  createdAt: new Date(createdAt),
  creatorKey: null,
});

/** A database of the given ids that counts how often it is asked. */
function database(ids: string[]) {
  const rows = new Map(ids.map((id) => [id, challenge(id)]));
  const asked: string[] = [];
  const load = async (id: string) => {
    asked.push(id);
    return rows.get(id) ?? null;
  };
  return { asked, rows, load };
}

const options = { maxFound: 3, foundTtlMs: 60_000, maxMissing: 2, missingTtlMs: 60_000 };

describe('ChallengeCache', () => {
  it('answers a repeated lookup, found or not, without the database', async () => {
    const db = database(['a']);
    const cache = new ChallengeCache(options);
    expect(await cache.find('a', db.load)).toEqual(challenge('a'));
    expect(await cache.find('a', db.load)).toEqual(challenge('a'));
    expect(await cache.find('x', db.load)).toBeNull();
    expect(await cache.find('x', db.load)).toBeNull();
    expect(db.asked).toEqual(['a', 'x']);
  });

  it('stays within its bounds, dropping the least recently used', async () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const db = database(ids);
    const cache = new ChallengeCache(options);
    for (const id of ids) await cache.find(id, db.load);
    for (const id of ['m1', 'm2', 'm3', 'm4']) await cache.find(id, db.load);
    expect(cache.size).toEqual({ found: 3, missing: 2 });
    db.asked.length = 0;
    await cache.find('e', db.load);
    await cache.find('a', db.load);
    await cache.find('m4', db.load);
    await cache.find('m1', db.load);
    expect(db.asked).toEqual(['a', 'm1']);
  });

  it('forgets entries after their time to live', async () => {
    const db = database(['a']);
    let now = 0;
    const cache = new ChallengeCache({ ...options, foundTtlMs: 300_000, missingTtlMs: 60_000, now: () => now });
    await cache.find('a', db.load);
    await cache.find('x', db.load);
    now += 59_999;
    await cache.find('a', db.load);
    await cache.find('x', db.load);
    now += 1;
    await cache.find('a', db.load);
    await cache.find('x', db.load);
    now += 240_000;
    await cache.find('a', db.load);
    expect(db.asked).toEqual(['a', 'x', 'x', 'a']);
  });

  it('finds a challenge made after its id was asked for', async () => {
    const db = database([]);
    const cache = new ChallengeCache(options);
    expect(await cache.find('a', db.load)).toBeNull();
    db.rows.set('a', challenge('a'));
    cache.created('a');
    expect(await cache.find('a', db.load)).toEqual(challenge('a'));
  });

  it('evicts what a removal took out, and does not let a lookup that raced it put it back', async () => {
    const db = database(['old', 'new']);
    db.rows.set('new', challenge('new', '2026-11-20T00:00:00Z'));
    const cache = new ChallengeCache(options);
    await cache.find('old', db.load);
    await cache.find('new', db.load);
    let release = () => {};
    const racing = cache.find('late', async (id) => {
      await new Promise<void>((resolve) => (release = resolve));
      return challenge(id);
    });
    cache.evict((row) => row.createdAt < new Date('2026-11-10T00:00:00Z'));
    release();
    await racing;
    db.asked.length = 0;
    await cache.find('old', db.load);
    await cache.find('new', db.load);
    await cache.find('late', db.load);
    expect(db.asked).toEqual(['old', 'late']);
  });
});
