import { type BudgetVerdict, type RequestBudget, spend } from './token-bucket.js';

/**
 * How many keys the counters of one process may hold together (RATE_LIMIT_MEMORY_KEYS, a key or
 * two more at most), so a flood from ever new addresses cannot make the process keep more than
 * that: about 240 bytes of heap each. When it is used up, the counter holding the most keys (the
 * flood's) rotates before a new key is taken: its keys idle since its last rotation go first, and
 * the clients sending now keep their buckets. Only a flood of more new addresses than the
 * allowance within one window makes that counter forget active keys too (their buckets start whole
 * again); a budget the flood does not use keeps its keys.
 */
export class KeyAllowance {
  held = 0;
  private readonly counters: BucketCounter[] = [];

  constructor(readonly max: number) {}

  join(counter: BucketCounter): void {
    this.counters.push(counter);
  }

  /** Called before a counter takes a new key. */
  makeRoom(): void {
    if (this.held < this.max) return;
    let biggest = this.counters[0];
    for (const counter of this.counters) if (counter.size > biggest.size) biggest = counter;
    biggest?.rotate();
  }
}

/**
 * Token buckets per key in this process's memory, one number each. No timer per key (a busy
 * server sees a new address on most requests): every window the maps rotate, and a bucket
 * untouched for a whole window is full again, so one idle for two windows is dropped in one go.
 * Every counter of a process shares its KeyAllowance.
 */
export class BucketCounter {
  private current = new Map<string, number>();
  private previous = new Map<string, number>();
  private readonly rotation: NodeJS.Timeout;

  constructor(
    private readonly budget: RequestBudget,
    private readonly now: () => number = Date.now,
    private readonly allowance: KeyAllowance = new KeyAllowance(Number.POSITIVE_INFINITY),
  ) {
    allowance.join(this);
    this.rotation = setInterval(() => this.rotate(), budget.windowSeconds * 1000);
    this.rotation.unref();
  }

  hit(key: string): BudgetVerdict {
    let tat = this.current.get(key);
    if (tat === undefined) {
      // Most requests of a busy server come from a key in neither map: one look-up each, then the insert.
      tat = this.previous.get(key);
      if (tat === undefined) {
        tat = 0;
        this.allowance.makeRoom();
        this.allowance.held += 1;
      } else this.previous.delete(key);
    }
    const spent = spend(tat, this.now(), this.budget);
    this.current.set(key, spent.tat);
    return spent.verdict;
  }

  /** Keys counted in the last two windows. */
  get size(): number {
    return this.current.size + this.previous.size;
  }

  rotate(): void {
    this.allowance.held -= this.previous.size;
    this.previous = this.current;
    this.current = new Map();
  }

  stop(): void {
    clearInterval(this.rotation);
  }
}
