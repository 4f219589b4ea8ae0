import { ANSWER_CHANGED, GAME_NUMBER_MISMATCH, NOT_IN_WORD_LIST } from '@hexle/contract/error-codes';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';

// What a failed call means to the player. Only what comes after a call needs it (sending a guess,
// a dialog), so it is not part of the page's first script.

/** The text a player sees for a failed submit: the server's text, else the client's, else a fallback. */
export function submitErrorText(error: unknown): string {
  return (
    (error instanceof ApiError && error.serverError) ||
    (error instanceof Error && error.message) ||
    NETWORK_ERROR_MESSAGE
  );
}

const hasCode = (error: unknown, code: string) => error instanceof ApiError && error.code === code;

/**
 * The game on screen is not the one the server plays (its code, never its wording): another day,
 * or a word an operator replaced after the earlier guesses were judged.
 */
export const isMismatchError = (error: unknown): boolean =>
  hasCode(error, GAME_NUMBER_MISMATCH) || hasCode(error, ANSWER_CHANGED);

/** The server refused to judge a word that is not in its list: no guess was made. */
export const isNotInWordListError = (error: unknown): boolean => hasCode(error, NOT_IN_WORD_LIST);
