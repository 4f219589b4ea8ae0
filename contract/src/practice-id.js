// @ts-check
/** A practice game's id: 48 sealed bytes in base64url (64 characters); only the API can open one. */
export const PRACTICE_ID = /^[A-Za-z0-9_-]{64}$/;

/**
 * The most practice words a browser keeps as finished and sends when it starts a game (oldest
 * dropped first), and so the most the API reads: more than the practice words, so a browser meets
 * every one of them before any comes back.
 */
export const PRACTICE_FINISHED_MOST = 4000;
