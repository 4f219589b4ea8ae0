/**
 * The kinds of game the one judge plays: today's, an earlier one from the archive, a friend's
 * challenge, and practice (the word of a day already over everywhere, as often as one likes).
 */
export const GAME_KINDS = ['daily', 'archive', 'challenge', 'practice'] as const;

export type GameKind = (typeof GAME_KINDS)[number];
