import { createHmac, randomBytes } from 'node:crypto';
import type { ServerSecretsRepository } from '../game-proof/server-secrets.repository.js';

const SECRET_NAME = 'challenge-creator';

/** 128 bits of the HMAC in hex: plenty to tell sources apart, short enough to paste. */
const KEY_HEX_LENGTH = 32;

export const CREATOR_KEY = /^[0-9a-f]{32}$/;

/**
 * What a challenge row keeps of its creator: a keyed hash of the client's rate-limit key (an IP
 * address, or an IPv6 /56), never the address. Without the database's secret nobody can test
 * a guessed address against it; with it, an operator can find one source's challenges again.
 */
export function creatorKeyOf(secret: Buffer, clientKey: string): string {
  return createHmac('sha256', secret).update(clientKey).digest('hex').slice(0, KEY_HEX_LENGTH);
}

/** The secret shared by every API process and the CLI; the first to ask creates it. */
export async function loadCreatorSecret(secrets: ServerSecretsRepository): Promise<Buffer> {
  const value = await secrets.findOrCreate(SECRET_NAME, randomBytes(32).toString('base64url'));
  return Buffer.from(value, 'base64url');
}
