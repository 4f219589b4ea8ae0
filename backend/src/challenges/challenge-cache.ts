import { BoundedCache } from '../platform/cache/bounded-cache.js';
import type { StoredChallenge } from './challenges.repository.js';

export interface ChallengeCacheOptions {
  /** Challenges kept; the least recently used goes first. */
  maxFound: number;
  foundTtlMs: number;
  /** Ids known not to exist, so a dead or made-up link does not reach the database on every try. */
  maxMissing: number;
  missingTtlMs: number;
  /** Milliseconds on a clock that only moves forward; tests pass their own. */
  now?: () => number;
}

export const DEFAULT_CHALLENGE_CACHE: ChallengeCacheOptions = {
  maxFound: 10_000,
  foundTtlMs: 5 * 60_000,
  maxMissing: 10_000,
  missingTtlMs: 60_000,
};

/**
 * Challenges looked up by this process. A challenge never changes, so the only staleness is a
 * removal: one made here is evicted at once, one made by another process (another replica, the
 * CLI) is seen when the entry expires. Bounded, so it cannot grow with the ids clients send.
 */
export class ChallengeCache {
  private readonly found: BoundedCache<StoredChallenge>;
  private readonly missing: BoundedCache<true>;
  /** Bumped by every eviction, so a lookup that raced it does not put back what it removed. */
  private generation = 0;

  constructor(options: ChallengeCacheOptions = DEFAULT_CHALLENGE_CACHE) {
    this.found = new BoundedCache(options.maxFound, options.foundTtlMs, options.now);
    this.missing = new BoundedCache(options.maxMissing, options.missingTtlMs, options.now);
  }

  async find(id: string, load: (id: string) => Promise<StoredChallenge | null>): Promise<StoredChallenge | null> {
    const cached = this.found.get(id);
    if (cached) return cached;
    if (this.missing.get(id)) return null;
    const generation = this.generation;
    const challenge = await load(id);
    if (generation === this.generation) {
      if (challenge) this.found.set(id, challenge);
      else this.missing.set(id, true);
    }
    return challenge;
  }

  /** A new challenge's id may have been asked for before it existed. */
  created(id: string): void {
    this.missing.delete(id);
  }

  /** Drops the cached challenges that a removal in this process has taken out of the database. */
  evict(removed: (challenge: StoredChallenge) => boolean): void {
    this.generation += 1;
    this.found.deleteWhere(removed);
  }

  get size(): { found: number; missing: number } {
    return { found: this.found.size, missing: this.missing.size };
  }
}
