import { z } from 'zod';
import { timeZoneField } from '../game-day/time-zone.query.js';
import { guessText } from '../guess/guess.dto.js';
import { MAX_GUESSES, PRACTICE_FINISHED_MOST, WORD_LENGTH } from '@hexle/contract/game';
import { PRACTICE_ID } from './practice-id.js';
import { MALFORMED_PRACTICE_ID_TEXT } from './practice.errors.js';

const FINISHED_TEXT = `finished must be the practice words finished, ${WORD_LENGTH} letters A-Z each written together, at most ${PRACTICE_FINISHED_MOST}`;

/**
 * The zone, and the practice words this browser finished, oldest first, written together
 * (BAKINGCHAIRS): the draw leaves them out (practice-draw.ts). Optional: a first game sends none.
 */
export const startPracticeBody = z.object({
  timezone: timeZoneField,
  finished: z
    .string({ error: FINISHED_TEXT })
    .max(PRACTICE_FINISHED_MOST * WORD_LENGTH, { error: FINISHED_TEXT })
    .regex(/^(?:[A-Z]{6})*$/, { error: FINISHED_TEXT })
    .default(''),
});
export type StartPracticeBody = z.infer<typeof startPracticeBody>;

export const practiceIdParams = z.object({
  id: z.string({ error: MALFORMED_PRACTICE_ID_TEXT }).regex(PRACTICE_ID, { error: MALFORMED_PRACTICE_ID_TEXT }),
});
export type PracticeIdParams = z.infer<typeof practiceIdParams>;

const MOST = MAX_GUESSES - 1;

/** The guesses so far (at least one: a game is given up after a guess) and the proof of the last. */
export const giveUpBody = z.object({
  previous_guesses: z
    .array(z.unknown(), { error: 'previous_guesses must be a list of guesses' })
    .min(1, { error: 'previous_guesses must hold at least one guess: a game is given up after a guess' })
    .max(MOST, { error: `previous_guesses holds at most ${MOST} guesses` })
    .pipe(z.array(guessText('each of previous_guesses must be exactly 6 letters a-z'))),
  proof: z.string({ error: 'proof must be a string' }).max(200, { error: 'proof is too long' }),
  timezone: timeZoneField,
});
export type GiveUpBody = z.infer<typeof giveUpBody>;
