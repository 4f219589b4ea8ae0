import { z } from 'zod';
import { CHALLENGE_ID } from '../challenges/challenge-id.js';
import { timeZoneField } from '../game-day/time-zone.query.js';
import { MAX_GUESSES } from '@hexle/contract/game';
import { gameNumberField, guessText, proofField } from '../guess/guess.dto.js';
import { PRACTICE_ID } from '../practice/practice-id.js';

/** Every guess of the game, in order, and the proof the server gave with the last wrong one before the final guess. */
const finishedGame = {
  guesses: z
    .array(z.unknown(), { error: 'guesses must be a list of guesses' })
    .min(1, { error: 'guesses must hold at least one guess' })
    .max(MAX_GUESSES, { error: `guesses holds at most ${MAX_GUESSES} guesses` })
    .pipe(z.array(guessText('each of guesses must be exactly 6 letters a-z'))),
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
