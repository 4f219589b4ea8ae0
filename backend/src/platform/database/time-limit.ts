/** How long a probe of the database (health check, scrape-time gauges) may take before it counts as down. */
export const DATABASE_PROBE_TIMEOUT_MS = 2000;

/** Rejects when `work` has not settled within `ms`: a database that silently stops answering must still fail fast. */
export async function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
