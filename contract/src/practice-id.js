// @ts-check
/** A practice game's id: 48 sealed bytes in base64url (64 characters); only the API can open one. */
export const PRACTICE_ID = /^[A-Za-z0-9_-]{64}$/;
