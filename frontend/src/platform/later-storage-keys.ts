/**
 * The local storage entries only the page's later chunks read and write (the other kinds of game,
 * practice's figures, leagues, challenges sent): apart from STORAGE_KEYS, so the page's first
 * script does not carry their names. storage.ts reads and writes them like any other entry.
 */
export const LATER_STORAGE_KEYS = {
  /** Boards of archive games, by game number; never today's game, never in statistics. */
  archiveGames: 'hexle.archiveGames',
  /** Boards of friends' challenges, by challenge id. */
  challengeGames: 'hexle.challengeGames',
  /** The practice game in progress (or just ended) and its server id; never today's game. */
  practiceGame: 'hexle.practiceGame',
  /** Practice's own statistics: played, won, distribution; never the daily streak. */
  practiceStatistics: 'hexle.practiceStatistics',
  /** League memberships, each with its member token (rules/leagues.ts). */
  leagues: 'hexle.leagues',
  /** Challenges sent (with their senders' tokens) and friends' challenges told their result (rules/challenges.ts). */
  challenges: 'hexle.challenges',
} as const;
