/**
 * The keys of the PostgreSQL advisory locks the application takes, in one place so no two
 * features pick the same number.
 */

/** Serialises choosing answers and changing the word lists (the schedule and the seed take it). */
export const SCHEDULE_LOCK = 0x6865786c65n;

/** Serialises new transfer codes, so that racing ones cannot each find room under TRANSFER_STORE_LIMIT_BYTES. */
export const TRANSFERS_LOCK = 0x6865786c74n;

/** Serialises adding finished games to the day's figures, so replicas flushing at once cannot both pass a cap. */
export const DAILY_STATS_LOCK = 0x6865786c73n;
