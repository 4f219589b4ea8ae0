import { randomBytes } from 'node:crypto';

/** 128 random bits in base64url: opaque, unguessable, and safe in a link (`CHALLENGE_ID`). */
export { CHALLENGE_ID } from '@hexle/contract/game';

export function newChallengeId(): string {
  return randomBytes(16).toString('base64url');
}

/** How a game of this challenge is named in its proofs, apart from every other game. */
export const challengeGameKey = (id: string): string => `challenge:${id}`;
