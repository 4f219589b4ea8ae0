/** A client's count in its current window. */
export interface WindowCount {
  /** Requests counted in the window, this one included. */
  hits: number;
  /** Milliseconds until the window ends and the count starts again. */
  msBeforeReset: number;
}

interface Entry {
  hits: number;
  resetAt: number;
}

/**
 * Fixed-window request counts per key in this process's memory: a key's window starts at its
 * first request. No timer per key (a busy server sees a new address on most requests): every
 * window the maps rotate, so an entry idle for two windows is dropped in one go.
 */
export class WindowCounter {
  private current = new Map<string, Entry>();
  private previous = new Map<string, Entry>();
  private readonly rotation: NodeJS.Timeout;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.rotation = setInterval(() => this.rotate(), windowMs);
    this.rotation.unref();
  }

  hit(key: string): WindowCount {
    const now = this.now();
    let entry = this.current.get(key);
    if (!entry) {
      entry = this.previous.get(key);
      if (entry) {
        this.previous.delete(key);
        this.current.set(key, entry);
      }
    }
    if (!entry || entry.resetAt <= now) {
      entry = { hits: 0, resetAt: now + this.windowMs };
      this.current.set(key, entry);
    }
    entry.hits += 1;
    return { hits: entry.hits, msBeforeReset: entry.resetAt - now };
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
