import { type BudgetVerdict, type RequestBudget, spend } from './token-bucket.js';

/**
 * Token buckets per key in this process's memory, one number each. No timer per key (a busy
 * server sees a new address on most requests): every window the maps rotate, and a bucket
 * untouched for a whole window is full again, so one idle for two windows is dropped in one go.
 */
export class BucketCounter {
  private current = new Map<string, number>();
  private previous = new Map<string, number>();
  private readonly rotation: NodeJS.Timeout;

  constructor(
    private readonly budget: RequestBudget,
    private readonly now: () => number = Date.now,
  ) {
    this.rotation = setInterval(() => this.rotate(), budget.windowSeconds * 1000);
    this.rotation.unref();
  }

  hit(key: string): BudgetVerdict {
    let tat = this.current.get(key);
    if (tat === undefined) {
      // Most requests of a busy server come from a key in neither map: one look-up each, then the insert.
      tat = this.previous.get(key);
      if (tat === undefined) tat = 0;
      else this.previous.delete(key);
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
    this.previous = this.current;
    this.current = new Map();
  }

  stop(): void {
    clearInterval(this.rotation);
  }
}
