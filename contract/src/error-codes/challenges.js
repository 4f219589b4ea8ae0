// @ts-check
// A challenge's refusals that the page acts on.

/** No challenge has this id (never made, or removed): a sender forgets it. */
export const CHALLENGE_NOT_FOUND = 'challenge_not_found';
/** This player's result of the challenge is counted already: it was told. */
export const CHALLENGE_RESULT_EXISTS = 'challenge_result_exists';
/** The challenge keeps the most results it may: no more is added. */
export const CHALLENGE_RESULTS_FULL = 'challenge_results_full';
