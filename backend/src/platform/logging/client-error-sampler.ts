/** What a period held beyond the lines that were written. */
export interface SuppressedSummary {
  suppressed: number;
  /** Suppressed lines per status code. */
  statuses: Record<string, number>;
  periodSeconds: number;
}

/**
 * Lets the first `perPeriod` lines about client errors (4xx) of each period through and counts
 * the rest, so a flood of bad requests costs the log one summary line a period instead of a line
 * each. Time is read from `now`; the caller writes the summary that `allow` or `flush` hands back.
 */
export class ClientErrorSampler {
  private periodStart = -Infinity;
  private written = 0;
  private suppressed = new Map<number, number>();

  constructor(
    private readonly perPeriod: number,
    private readonly periodMs: number,
    private readonly now: () => number,
  ) {}

  /** Whether this line may be written, and the previous period's summary if one is due. */
  allow(status: number): { write: boolean; summary: SuppressedSummary | null } {
    const now = this.now();
    let summary: SuppressedSummary | null = null;
    if (now - this.periodStart >= this.periodMs) {
      summary = this.flush();
      this.periodStart = now;
      this.written = 0;
    }
    if (this.written < this.perPeriod) {
      this.written += 1;
      return { write: true, summary };
    }
    this.suppressed.set(status, (this.suppressed.get(status) ?? 0) + 1);
    return { write: false, summary };
  }

  /** The lines held back so far, if any, and a fresh count. */
  flush(): SuppressedSummary | null {
    if (this.suppressed.size === 0) return null;
    const statuses = Object.fromEntries([...this.suppressed].map(([status, count]) => [String(status), count]));
    const suppressed = [...this.suppressed.values()].reduce((sum, count) => sum + count, 0);
    this.suppressed = new Map();
    return { suppressed, statuses, periodSeconds: this.periodMs / 1000 };
  }
}
