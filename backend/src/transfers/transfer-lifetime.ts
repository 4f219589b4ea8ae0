/** A code lives this long, then its payload is forgotten. */
export const TRANSFER_LIFETIME_MS = 10 * 60_000;

/**
 * How long a claimed or expired code is still remembered after it expires, so a second try hears
 * "already used" or "expired" rather than "no such code": one more lifetime and a margin of five
 * minutes. A row therefore lasts at most 25 minutes, and until the next sweep (every minute).
 */
export const TRANSFER_TOMBSTONE_MS = TRANSFER_LIFETIME_MS + 5 * 60_000;
