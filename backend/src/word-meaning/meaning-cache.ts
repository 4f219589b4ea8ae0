/**
 * At most `max` words, each for `ttlMs`; past `max` the least recently used goes. "No meaning" is
 * kept too, so a word without one costs no query either. A Map keeps insertion order, so moving an
 * entry to the end on each read is all the bookkeeping needed.
 */
export class MeaningCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The entry, or undefined when there is none or it expired. */
  get(key: string): { value: V } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(key, entry);
    return { value: entry.value };
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
