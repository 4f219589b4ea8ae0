// @ts-check
// An analysis's refusal that the page explains.

/** An analysis was asked for guesses the server did not judge for that game. */
export const GUESSES_UNPROVEN = 'guesses_unproven';
