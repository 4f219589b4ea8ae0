import { z } from 'zod';
import { CHALLENGE_ID } from '../challenges/challenge-id.js';
import { finishedGuessesField, proofField } from '../guess/guess.dto.js';
import { cleanName, isVisibleName, MEMBER_NAME_MAX, nameLength } from '../leagues/league-names.js';

const NAME = `name must be 1 to ${MEMBER_NAME_MAX} visible characters, or left out to stay unnamed`;

/** A friend's finished game of a challenge, as POST /api/analysis takes it, and a name only if the friend shows one. */
export const challengeResultBody = z.object({
  guesses: finishedGuessesField,
  proof: proofField,
  name: z
    .string({ error: NAME })
    .max(MEMBER_NAME_MAX * 8, { error: NAME })
    .transform(cleanName)
    .refine((name) => isVisibleName(name) && nameLength(name) <= MEMBER_NAME_MAX, { error: NAME })
    .nullish(),
});
export type ChallengeResultBody = z.infer<typeof challengeResultBody>;

export const challengeIdParams = z.object({
  id: z.string({ error: 'id must be a challenge id' }).regex(CHALLENGE_ID, { error: 'id must be a challenge id' }),
});
export type ChallengeIdParams = z.infer<typeof challengeIdParams>;

/** The sender's token from `Authorization: Bearer <token>`; null when none could be one. */
export function senderToken(header: string | undefined): string | null {
  return /^Bearer ([A-Za-z0-9_-]{43})$/i.exec(header?.trim() ?? '')?.[1] ?? null;
}
