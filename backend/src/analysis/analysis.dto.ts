import { z } from 'zod';
import { CHALLENGE_ID } from '../challenges/challenge-id.js';
import { timeZoneField } from '../game-day/time-zone.query.js';
import { MAX_GUESSES } from '../guess/game-size.js';
import { guessText } from '../guess/guess.dto.js';
import { PRACTICE_ID } from '../practice/practice-id.js';

const WHOLE_NUMBER = 'game_number must be a whole number';

const gameNumber = z
  .number({ error: WHOLE_NUMBER })
  .refine(Number.isInteger, { error: WHOLE_NUMBER, abort: true })
  .refine((n) => n >= 1, { error: 'game_number must be 1 or more', abort: true })
  .refine((n) => n <= 2_147_483_647, { error: 'game_number is too large' });

/** Every guess of the game, in order, and the proof the server gave with the last wrong one before the final guess. */
const finishedGame = {
  guesses: z
    .array(z.unknown(), { error: 'guesses must be a list of guesses' })
    .min(1, { error: 'guesses must hold at least one guess' })
    .max(MAX_GUESSES, { error: `guesses holds at most ${MAX_GUESSES} guesses` })
    .pipe(z.array(guessText('each of guesses must be exactly 6 letters a-z'))),
  proof: z.string({ error: 'proof must be a string' }).max(200, { error: 'proof is too long' }).nullish(),
};

const KINDS = 'kind must be one of daily, archive, challenge, practice';

export const analysisBody = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal(['daily', 'archive']),
      game_number: gameNumber,
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
