import { z } from 'zod';
import { CHALLENGE_ID } from '../challenges/challenge-id.js';
import { timeZoneField } from '../game-day/time-zone.query.js';
import { gameNumberField, finishedGuessesField, proofField } from '../guess/guess.dto.js';
import { PRACTICE_ID } from '../practice/practice-id.js';

/** Every guess of the game, in order, and the proof the server gave with the last wrong one before the final guess. */
const finishedGame = {
  guesses: finishedGuessesField,
  proof: proofField,
};

const KINDS = 'kind must be one of daily, archive, challenge, practice';

export const analysisBody = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal(['daily', 'archive']),
      game_number: gameNumberField,
      timezone: timeZoneField,
      ...finishedGame,
    }),
    z.object({
      kind: z.literal('challenge'),
      id: z.string({ error: 'id must be a challenge id' }).regex(CHALLENGE_ID, { error: 'id must be a challenge id' }),
      ...finishedGame,
    }),
    z.object({
      kind: z.literal('practice'),
      id: z
        .string({ error: 'id must be a practice game id' })
        .regex(PRACTICE_ID, { error: 'id must be a practice game id' }),
      /** The game was given up after its last guess (POST /api/practice/:id/give-up). */
      gave_up: z.boolean({ error: 'gave_up must be true or false' }).optional(),
      ...finishedGame,
    }),
  ],
  { error: KINDS },
);
export type AnalysisBody = z.infer<typeof analysisBody>;
