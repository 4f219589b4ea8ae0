/** What a period held beyond the lines that were written. */
export interface SuppressedSummary {
  suppressed: number;
  /** Suppressed lines per status code. */
  statuses: Record<string, number>;
  periodSeconds: number;
}

export interface SamplingLimits {
  /** Lines one client key may have written per period. */
  perClient: number;
  /** Lines one network (all its client keys together) may have written per period. */
  perNetwork: number;
  /** Lines beyond each network's first that all networks together may have written per period. */
  perPeriod: number;
  /** Networks whose first line of a period is written, however full `perPeriod` is. */
  newNetworks: number;
  periodMs: number;
}

/**
 * Lets the first lines about client errors (4xx) of each period through and counts the rest, so
 * a flood of bad requests costs the log one summary line a period instead of a line each.
 *
 * A flood must not hide anyone else's lines, so the budget is shared out rather than first come,
 * first served: each client key has `perClient` lines and each network (an IPv4 /24, an IPv6 /48)
 * `perNetwork`; the first line of each network of the period is always written (up to
 * `newNetworks` networks), and only the lines after it draw on the period's `perPeriod`. A flood
 * from a few addresses spends `perPeriod` at most, and every other network still gets its line;
 * hiding it takes `newNetworks` networks sending errors within one period.
 *
 * Memory is bounded: only a written line adds a key to the period's maps, and at most
 * `newNetworks + perPeriod` lines are written a period; the maps are emptied each period.
 * Time is read from `now`; the caller writes the summary that `allow` or `flush` hands back.
 */
export class ClientErrorSampler {
  private periodStart = -Infinity;
  private readonly byClient = new Map<string, number>();
  private readonly byNetwork = new Map<string, number>();
  private networksSeen = 0;
  private shared = 0;
  private suppressed = new Map<number, number>();

  constructor(
    private readonly limits: SamplingLimits,
    private readonly now: () => number,
  ) {}

  /**
   * Whether this line, about a request of `client` from `network`, may be written, and the
   * previous period's summary if one is due.
   */
  allow(status: number, client: string, network: string): { write: boolean; summary: SuppressedSummary | null } {
    const now = this.now();
    let summary: SuppressedSummary | null = null;
    if (now - this.periodStart >= this.limits.periodMs) {
      summary = this.flush();
      this.periodStart = now;
      this.byClient.clear();
      this.byNetwork.clear();
      this.networksSeen = 0;
      this.shared = 0;
    }
    if (this.mayWrite(client, network)) return { write: true, summary };
    this.suppressed.set(status, (this.suppressed.get(status) ?? 0) + 1);
    return { write: false, summary };
  }

  /** Spends the line's allowance if it has one. */
  private mayWrite(client: string, network: string): boolean {
    const ofClient = this.byClient.get(client) ?? 0;
    const ofNetwork = this.byNetwork.get(network) ?? 0;
    if (ofClient >= this.limits.perClient || ofNetwork >= this.limits.perNetwork) return false;
    if (ofNetwork === 0) {
      if (this.networksSeen >= this.limits.newNetworks) return false;
      this.networksSeen += 1;
    } else {
      if (this.shared >= this.limits.perPeriod) return false;
      this.shared += 1;
    }
    this.byClient.set(client, ofClient + 1);
    this.byNetwork.set(network, ofNetwork + 1);
    return true;
  }

  /** Client keys that have written lines this period: never more than `newNetworks + perPeriod`. */
  get clients(): number {
    return this.byClient.size;
  }

  /** The lines held back so far, if any, and a fresh count. */
  flush(): SuppressedSummary | null {
    if (this.suppressed.size === 0) return null;
    const statuses = Object.fromEntries([...this.suppressed].map(([status, count]) => [String(status), count]));
    const suppressed = [...this.suppressed.values()].reduce((sum, count) => sum + count, 0);
    this.suppressed = new Map();
    return { suppressed, statuses, periodSeconds: this.limits.periodMs / 1000 };
  }
}
