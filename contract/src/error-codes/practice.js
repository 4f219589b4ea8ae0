// @ts-check
// A practice game's refusals: the page forgets the game and starts another.

/** No practice game has this id. */
export const PRACTICE_NOT_FOUND = 'practice_not_found';
/** The practice game is older than its lifetime. */
export const PRACTICE_EXPIRED = 'practice_expired';
/** The practice game was started from another connection. */
export const PRACTICE_OTHER_CLIENT = 'practice_other_client';
