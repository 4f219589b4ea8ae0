/** The server's proofs are opaque text of at most this length (the check-guess contract). */
export const MAX_PROOF_LENGTH = 200;

/** A proof as the server issues them: short, printable, no spaces. Anything else counts as none. */
export function isProof(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length > 0 && value.length <= MAX_PROOF_LENGTH && /^[\w.~+/=-]+$/.test(value)
  );
}
