/**
 * Work waiting for a few workers, shared fairly between its owners (a client's network): the next
 * job is always the oldest of the owner served least recently, so a network that sends many jobs
 * waits behind its own, never in front of another's; a player who just arrived goes before a
 * burst of networks that have not been served yet either. Bounded: at most `perOwner` jobs wait for one
 * owner, and at most `total` in all; when all are taken, a job of an owner with fewer waiting
 * takes the place of the newest job of the owner with the most.
 */
export class FairQueue<T> {
  private readonly waiting = new Map<string, T[]>();
  /** When each owner was last served (a counter, not a clock); owners never served come first. */
  private readonly served = new Map<string, number>();
  private turns = 0;
  private count = 0;

  constructor(
    private readonly perOwner: number,
    private readonly total: number,
  ) {}

  get size(): number {
    return this.count;
  }

  /**
   * Queues a job. Returns what was refused: `item` itself when its owner has its share or cannot
   * take another's place, the job it displaced, or null when nothing was.
   */
  push(owner: string, item: T): T | null {
    const own = this.waiting.get(owner) ?? [];
    if (own.length >= this.perOwner) return item;
    let displaced: T | null = null;
    if (this.count >= this.total) {
      const [largest, jobs] = this.longest();
      if (largest === owner || jobs.length <= own.length + 1) return item;
      displaced = jobs.pop()!;
      this.count--;
      if (jobs.length === 0) this.waiting.delete(largest);
    }
    own.push(item);
    this.waiting.set(owner, own);
    this.count++;
    return displaced;
  }

  /**
   * The next job: the oldest of the owner served least recently (among owners never served, the
   * one with the fewest waiting); undefined when none waits.
   */
  next(): T | undefined {
    let chosen: string | undefined;
    let chosenTurn = Infinity;
    let chosenWaiting = Infinity;
    for (const [owner, jobs] of this.waiting) {
      const turn = this.served.get(owner) ?? -1;
      if (turn < chosenTurn || (turn === chosenTurn && jobs.length < chosenWaiting)) {
        chosen = owner;
        chosenTurn = turn;
        chosenWaiting = jobs.length;
      }
    }
    if (chosen === undefined) return undefined;
    const jobs = this.waiting.get(chosen)!;
    const item = jobs.shift()!;
    if (jobs.length === 0) this.waiting.delete(chosen);
    this.count--;
    this.served.set(chosen, this.turns++);
    // Only owners still waiting need their turn remembered, and a few recent ones: bounded.
    if (this.served.size > 4 * this.total) this.forgetServed();
    return item;
  }

  private longest(): [string, T[]] {
    let best: [string, T[]] = ['', []];
    for (const entry of this.waiting) if (entry[1].length > best[1].length) best = entry;
    return best;
  }

  /** Keeps the turns of owners still waiting; the others start again as never served. */
  private forgetServed(): void {
    for (const owner of this.served.keys()) if (!this.waiting.has(owner)) this.served.delete(owner);
  }
}
