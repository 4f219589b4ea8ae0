import { z } from 'zod';
import { timeZoneField } from '../game-day/time-zone.query.js';
import { guessText } from '../guess/guess.dto.js';
import { CHALLENGE_ID } from './challenge-id.js';

export const createChallengeBody = z.object({
  word: guessText('word must be exactly 6 letters a-z'),
  timezone: timeZoneField,
});
export type CreateChallengeBody = z.infer<typeof createChallengeBody>;

const BROKEN_LINK = 'This challenge link is broken: the id is not one the game makes';

export const challengeIdParams = z.object({
  id: z.string({ error: BROKEN_LINK }).regex(CHALLENGE_ID, { error: BROKEN_LINK }),
});
export type ChallengeIdParams = z.infer<typeof challengeIdParams>;
