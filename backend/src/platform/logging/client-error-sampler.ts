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
  /** Lines all clients together may have written per period. */
  perPeriod: number;
  periodMs: number;
}

/**
 * Lets the first lines about client errors (4xx) of each period through and counts the rest, so
 * a flood of bad requests costs the log one summary line a period instead of a line each. Each
 * client key has an allowance of its own within the period's, so one client's flood spends only
 * its own `perClient` lines and other clients' lines still appear; `perPeriod` still bounds the
 * log whatever the number of clients.
 *
 * Memory is bounded by `perPeriod`: only a written line adds a key to the period's map (a client
 * with no entry has written nothing), and nothing is written once `perPeriod` lines have been, so
 * the map never holds more keys than that, however many keys are seen; it is emptied each period.
 * Time is read from `now`; the caller writes the summary that `allow` or `flush` hands back.
 */
export class ClientErrorSampler {
  private periodStart = -Infinity;
  private readonly writtenBy = new Map<string, number>();
  private written = 0;
  private suppressed = new Map<number, number>();

  constructor(
    private readonly limits: SamplingLimits,
    private readonly now: () => number,
  ) {}

  /** Whether this line, about `client`'s request, may be written, and the previous period's summary if one is due. */
  allow(status: number, client: string): { write: boolean; summary: SuppressedSummary | null } {
    const now = this.now();
    let summary: SuppressedSummary | null = null;
    if (now - this.periodStart >= this.limits.periodMs) {
      summary = this.flush();
      this.periodStart = now;
      this.writtenBy.clear();
      this.written = 0;
    }
    const byClient = this.writtenBy.get(client) ?? 0;
    if (byClient < this.limits.perClient && this.written < this.limits.perPeriod) {
      this.writtenBy.set(client, byClient + 1);
      this.written += 1;
      return { write: true, summary };
    }
    this.suppressed.set(status, (this.suppressed.get(status) ?? 0) + 1);
    return { write: false, summary };
  }

  /** Client keys that have written lines this period: never more than `perPeriod`. */
  get clients(): number {
    return this.writtenBy.size;
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
