/**
 * The keys of the PostgreSQL advisory locks the application takes, in one place so no two
 * features pick the same number.
 */

/** Serialises choosing answers and changing the word lists (the schedule and the seed take it). */
export const SCHEDULE_LOCK = 0x6865786c65n;
