// @ts-check
/** A challenge's id: 128 random bits in base64url (22 characters), opaque and safe in a link. */
export const CHALLENGE_ID = /^[A-Za-z0-9_-]{22}$/;
