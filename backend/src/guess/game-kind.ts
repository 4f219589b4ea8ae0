/**
 * The kinds of game the one judge plays: today's, an earlier one from the archive, a friend's
 * challenge, and practice (a practice word, never an answer, as often as one likes).
 */
export const GAME_KINDS = ['daily', 'archive', 'challenge', 'practice'] as const;

export type GameKind = (typeof GAME_KINDS)[number];
