const DAY_MS = 86_400_000;

/** Challenges created before this instant are older than `days` at `now`. */
export function retentionCutoff(now: number, days: number): Date {
  return new Date(now - days * DAY_MS);
}
