import { isGuessWord, PRACTICE_ID } from '@hexle/contract/game';
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A practice game's id carries the game itself, sealed, so the server keeps nothing per game:
 * AES-256-GCM of the answer, the time the game was started and a keyed hash of the client that
 * started it, under a key only the server has. The client can read none of it (the answer is
 * encrypted), choose none of it, and forge or alter none of it (the GCM tag fails). The same
 * answer started twice gives two unrelated ids (a random 96-bit IV each time).
 *
 * Layout, 48 bytes, 64 characters of base64url (a whole number of 3-byte groups, so every
 * character counts and each id has one spelling only):
 *   IV (12) | ciphertext of [answer (6, A-Z) | started, seconds since 1970 (4, big-endian) | client (10)] | tag (16)
 */

const IV_BYTES = 12;
const WORD_BYTES = 6;
const TIME_BYTES = 4;
/** 80 bits of an HMAC: a client cannot hit another's by chance. */
const CLIENT_BYTES = 10;
const TAG_BYTES = 16;
const PLAIN_BYTES = WORD_BYTES + TIME_BYTES + CLIENT_BYTES;
const ID_BYTES = IV_BYTES + PLAIN_BYTES + TAG_BYTES;

/** What every id is, before any key is tried: 64 characters of base64url. */
export { PRACTICE_ID };
export const PRACTICE_ID_LENGTH = (ID_BYTES / 3) * 4;

/** A practice game can be played for 30 days after it was started. */
export const PRACTICE_LIFETIME_SECONDS = 30 * 86_400;

/** Bound into every id (GCM's associated data): these bytes mean a practice game of this layout. */
const CONTEXT = Buffer.from('hexle practice id v1');

/** The two keys an id is made with, derived from the one secret the database keeps. */
export interface PracticeKeys {
  /** Seals the id. */
  seal: Buffer;
  /** Keys the hash of the client's rate-limit key. */
  client: Buffer;
}

export function practiceKeysOf(secret: Buffer): PracticeKeys {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', secret, CONTEXT, purpose, 32));
  return { seal: derive('seal'), client: derive('client') };
}

/** A keyed hash of a client's rate-limit key (an IPv4 address, an IPv6 /56), never the key itself. */
function clientTagOf(keys: PracticeKeys, clientKey: string): Buffer {
  return createHmac('sha256', keys.client).update(clientKey).digest().subarray(0, CLIENT_BYTES);
}

export interface PracticeGame {
  answer: string;
  /** When the game was started, in whole seconds since 1970 (the clock's). */
  startedAt: number;
}

/** A new id for a game of `answer` started by `clientKey` at `nowMs`. */
export function sealPracticeId(keys: PracticeKeys, answer: string, clientKey: string, nowMs: number): string {
  if (!isGuessWord(answer)) throw new Error('A practice answer is 6 letters A-Z');
  const plain = Buffer.alloc(PLAIN_BYTES);
  plain.write(answer, 0, 'latin1');
  plain.writeUInt32BE(Math.floor(nowMs / 1000), WORD_BYTES);
  clientTagOf(keys, clientKey).copy(plain, WORD_BYTES + TIME_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.seal, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(CONTEXT);
  const sealed = Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return sealed.toString('base64url');
}

/**
 * Why an id opens to no game. `malformed`: not 64 characters of base64url. `not-found`: not made
 * with this server's key (forged, altered, or from another database). `expired`: started more than
 * PRACTICE_LIFETIME_SECONDS ago. `other-client`: started by another client. None says anything of
 * the answer.
 */
export type PracticeIdProblem = 'malformed' | 'not-found' | 'expired' | 'other-client';

export type OpenedPracticeId = { game: PracticeGame } | { problem: PracticeIdProblem };

/** The game an id was made for, if it is authentic, still playable, and `clientKey`'s. */
export function openPracticeId(keys: PracticeKeys, id: string, clientKey: string, nowMs: number): OpenedPracticeId {
  if (!PRACTICE_ID.test(id)) return { problem: 'malformed' };
  const sealed = Buffer.from(id, 'base64url');
  if (sealed.length !== ID_BYTES) return { problem: 'malformed' };
  const plain = decrypt(keys, sealed);
  const answer = plain?.toString('latin1', 0, WORD_BYTES);
  if (!plain || !isGuessWord(answer)) return { problem: 'not-found' };
  const startedAt = plain.readUInt32BE(WORD_BYTES);
  if (Math.floor(nowMs / 1000) >= startedAt + PRACTICE_LIFETIME_SECONDS) return { problem: 'expired' };
  if (!timingSafeEqual(plain.subarray(WORD_BYTES + TIME_BYTES), clientTagOf(keys, clientKey)))
    return { problem: 'other-client' };
  return { game: { answer, startedAt } };
}

function decrypt(keys: PracticeKeys, sealed: Buffer): Buffer | null {
  const iv = sealed.subarray(0, IV_BYTES);
  const body = sealed.subarray(IV_BYTES, IV_BYTES + PLAIN_BYTES);
  const tag = sealed.subarray(IV_BYTES + PLAIN_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', keys.seal, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(CONTEXT);
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    return null;
  }
}

/** How a practice game is named in its proofs, apart from every other game. */
export const practiceGameKey = (id: string): string => `practice:${id}`;
