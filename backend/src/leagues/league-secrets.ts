import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A league's id: 12 random bytes (96 bits), 16 characters in the link. Knowing it lets one join. */
export const LEAGUE_ID = /^[A-Za-z0-9_-]{16}$/;
/** A member's public id, shown on the board (for the creator to remove): 9 random bytes. */
export const MEMBER_ID = /^[A-Za-z0-9_-]{12}$/;
/** A member's token: 32 random bytes, held only by the member's browser; the server keeps its SHA-256. */
export const MEMBER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const newLeagueId = (): string => randomBytes(12).toString('base64url');
export const newMemberId = (): string => randomBytes(9).toString('base64url');
export const newMemberToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: a leak of the table lets nobody post or read a board. */
export const tokenHash = (token: string): Buffer => createHash('sha256').update(token).digest();

/**
 * What a creation count keeps of its source: a keyed hash of the client's or network's key, never
 * the address, told apart by kind so a client and a network never share a count.
 */
export const sourceKey = (secret: Buffer, kind: 'client' | 'network', key: string): Buffer =>
  createHmac('sha256', secret).update(`${kind}\n${key}`).digest();
