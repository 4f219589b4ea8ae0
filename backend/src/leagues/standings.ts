/** One member's result of one daily game, as the standings read it. */
export interface GameResult {
  gameNumber: number;
  won: boolean;
  /** Guesses used: 1 to 7 for a win, 7 for a loss. */
  guesses: number;
}

/**
 * A member's results folded into totals: the games played and won, the guesses of the won games,
 * the last game folded and the run of wins that ended at it (0 after a loss). Results older than
 * LEAGUE_RESULT_RETENTION_DAYS are kept only this way.
 */
export interface Totals {
  played: number;
  won: number;
  wonGuesses: number;
  lastGameNumber: number;
  streak: number;
}

export interface Standing {
  played: number;
  won: number;
  /** The mean guesses of the won games, to two decimals; null before a first win. */
  averageGuesses: number | null;
  /** The wins in a row up to the member's latest game, still alive only while that game is today's or yesterday's. */
  streak: number;
}

export const NO_TOTALS: Totals = Object.freeze({ played: 0, won: 0, wonGuesses: 0, lastGameNumber: 0, streak: 0 });

/**
 * Adds results, all later than the totals' last game, to the totals. A win extends the run only
 * when it is the day after the last game (a missed day starts a new run, as a loss ends it), so
 * folding a member's results in two parts, as the prune does, gives the totals of folding them
 * all at once: all-time standings do not move when old results are summarised.
 */
export function fold(totals: Totals, results: readonly GameResult[]): Totals {
  const sorted = [...results].sort((a, b) => a.gameNumber - b.gameNumber);
  let { played, won, wonGuesses, lastGameNumber, streak } = totals;
  for (const result of sorted) {
    if (result.gameNumber <= lastGameNumber) continue;
    played += 1;
    if (result.won) {
      won += 1;
      wonGuesses += result.guesses;
      streak = streak > 0 && result.gameNumber === lastGameNumber + 1 ? streak + 1 : 1;
    } else {
      streak = 0;
    }
    lastGameNumber = result.gameNumber;
  }
  return { played, won, wonGuesses, lastGameNumber, streak };
}

/**
 * A member's standing on the day whose game is `today`: everything folded, the streak kept only
 * when its last game is today's or yesterday's (a member who has not played yet today still has
 * yesterday's run; one who skipped a day has none).
 */
export function standingOf(totals: Totals, results: readonly GameResult[], today: number): Standing {
  const all = fold(totals, results);
  return {
    played: all.played,
    won: all.won,
    averageGuesses: all.won === 0 ? null : Math.round((all.wonGuesses / all.won) * 100) / 100,
    streak: all.lastGameNumber >= today - 1 ? all.streak : 0,
  };
}

/** The days a week's standings cover: today's game and the six before it. */
export const WEEK_GAMES = 7;

/** A member's standings on the day whose game is `today`: the week's and the all-time one. */
export interface Standings {
  week: Standing;
  allTime: Standing;
}

/**
 * Both standings from one read of the member's results. The week's counts played, won and the
 * average of the results of today's game and the six before it, nothing older; its streak is the
 * member's current one in the league, which may have begun before the week (a run of 20 days
 * reads 20 in both tables).
 */
export function standingsOf(totals: Totals, results: readonly GameResult[], today: number): Standings {
  const allTime = standingOf(totals, results, today);
  const week = results.filter((r) => r.gameNumber > today - WEEK_GAMES && r.gameNumber <= today);
  return { week: { ...standingOf(NO_TOTALS, week, today), streak: allTime.streak }, allTime };
}

/** A guess's colours without its letters: c correct, p present, a absent. */
export function gridRow(colours: readonly ('correct' | 'present' | 'absent')[]): string {
  return colours.map((colour) => colour[0]).join('');
}
