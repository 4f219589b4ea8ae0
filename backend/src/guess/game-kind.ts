/** The kinds of game the one judge plays: today's, an earlier one from the archive, a friend's challenge. */
export const GAME_KINDS = ['daily', 'archive', 'challenge'] as const;

export type GameKind = (typeof GAME_KINDS)[number];
