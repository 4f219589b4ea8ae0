import { createHash, randomInt } from 'node:crypto';

/**
 * Transfer codes: 10 symbols of Crockford's base32 (no I, L, O or U, so nothing reads as
 * another symbol), 50 random bits, shown as two groups of five: "7KQ2M-9XH4B".
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TRANSFER_CODE_LENGTH = 10;
/** 32^10 = 2^50 possible codes. */
export const TRANSFER_CODE_SPACE = 32 ** TRANSFER_CODE_LENGTH;

export function newTransferCode(): string {
  let code = '';
  for (let i = 0; i < TRANSFER_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export function formatTransferCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/**
 * The code as typed by a player, in its canonical form: any case, spaces and hyphens
 * ignored, O read as 0 and I or L as 1 (Crockford's decoding). Null when it cannot be a code.
 */
export function normalizeTransferCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== TRANSFER_CODE_LENGTH) return null;
  for (const symbol of code) if (!ALPHABET.includes(symbol)) return null;
  return code;
}

/** Only this is stored, so the table alone cannot be used to claim anyone's record. */
export function hashTransferCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
