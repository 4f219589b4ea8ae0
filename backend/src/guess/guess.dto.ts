import { z } from 'zod';
import { timeZoneField } from '../game-day/time-zone.query.js';
import { isSixLetterWord, MAX_GUESSES } from '@hexle/contract/game';
import type { GameHistory } from './guess.service.js';

/** A word of the game in either case, upper-cased (the contract's six-letter rule; "ſ" never passes). */
export const guessText = (message: string) =>
  z
    .string({ error: message })
    .refine(isSixLetterWord, { error: message })
    .transform((text) => text.toUpperCase());

const guess = guessText('guess must be exactly 6 letters a-z');

export const validateGuessBody = z.object({ guess, timezone: timeZoneField });
export type ValidateGuessBody = z.infer<typeof validateGuessBody>;

const WHOLE_NUMBER = 'game_number must be a whole number';

/** A game's number, as every route that names one takes it. */
export const gameNumberField = z
  .number({ error: WHOLE_NUMBER })
  .refine(Number.isInteger, { error: WHOLE_NUMBER, abort: true })
  .refine((n) => n >= 1, { error: 'game_number must be 1 or more', abort: true })
  .refine((n) => n <= 2_147_483_647, { error: 'game_number is too large' });

/** A proof the server gave with a wrong guess, given back: opaque text, short. */
export const proofField = z
  .string({ error: 'proof must be a string' })
  .max(200, { error: 'proof is too long' })
  .nullish();

/**
 * Every guess of a finished game, in order, as the routes that take a whole game (the analysis, a
 * league's or a challenge's result) take it, with the proof given with the last wrong guess before
 * the final one (`proofField`).
 */
export const finishedGuessesField = z
  .array(z.unknown(), { error: 'guesses must be a list of guesses' })
  .min(1, { error: 'guesses must hold at least one guess' })
  .max(MAX_GUESSES, { error: `guesses holds at most ${MAX_GUESSES} guesses` })
  .pipe(z.array(guessText('each of guesses must be exactly 6 letters a-z')));

/** A guess with the game's proven history; the game itself comes from the route or `game_number`. */
const guessWithHistory = {
  /** The game's earlier guesses, in order; with `proof` they let the seventh wrong guess reveal the word. */
  previous_guesses: z
    .array(z.unknown(), { error: 'previous_guesses must be a list of guesses' })
    .max(MAX_GUESSES - 1, { error: `previous_guesses holds at most ${MAX_GUESSES - 1} guesses` })
    .pipe(z.array(guessText('each of previous_guesses must be exactly 6 letters a-z')))
    .nullish(),
  /** What the server returned with the previous wrong guess. */
  proof: proofField,
  guess,
  timezone: timeZoneField,
};

/** A guess in a game that is already known from the route (a challenge). */
export const guessWithHistoryBody = z.object(guessWithHistory);
export type GuessWithHistoryBody = z.infer<typeof guessWithHistoryBody>;

// The first problem is the one reported, so the fields are in the order the replies have always checked them.
export const checkGuessBody = z.object({ game_number: gameNumberField, ...guessWithHistory });
export type CheckGuessBody = z.infer<typeof checkGuessBody>;

/** The history as the guess service takes it. */
export function historyOf(body: GuessWithHistoryBody): GameHistory {
  return { previousGuesses: body.previous_guesses ?? [], proof: body.proof ?? undefined };
}
