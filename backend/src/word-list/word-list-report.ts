import {
  type ListChange,
  RECENTLY_PLAYED_DAYS,
  type RecentGame,
  type ScheduledGame,
  type WordListPlan,
} from './word-list-plan.js';

/** Enough to recognise a change at a glance; the counts give the size. */
const WORDS_SHOWN = 10;
const DAYS_SHOWN = 20;

/**
 * The plan as the operator reads it: each list's counts and first words, the words kept for the
 * games that used them, and the days drawn again (numbers and dates only: a day not yet drawn
 * again still has its word, and setup logs are no place for future answers). A dry run and the
 * real run print these same lines.
 */
export function describePlan(plan: WordListPlan, dateOf: (gameNumber: number) => string): string {
  const days = (games: ScheduledGame[]) =>
    listed(
      games.map((game) => `game ${game.gameNumber} (${dateOf(game.gameNumber)})`),
      DAYS_SHOWN,
    );
  const lines = [
    ...describeList('answers', plan.answers),
    ...describeList('valid guesses', plan.guesses),
    counted('kept because games used them', plan.kept, listed(plan.kept, WORDS_SHOWN)),
    counted('future days to draw again', plan.redrawn, days(plan.redrawn)),
  ];
  if (plan.recentlyPlayed.length > 0)
    lines.push(
      counted(
        `answers of the last ${RECENTLY_PLAYED_DAYS / 7} weeks taken out (released: they keep their word)`,
        plan.recentlyPlayed,
        listed(plan.recentlyPlayed.map(recentGame(dateOf)), DAYS_SHOWN),
      ),
    );
  if (plan.pinnedNonAnswers.length > 0)
    lines.push(
      counted(
        'pinned future days whose word is no longer an answer',
        plan.pinnedNonAnswers,
        days(plan.pinnedNonAnswers),
      ),
    );
  return lines.join('\n');
}

function describeList(name: string, change: ListChange): string[] {
  const lines = [`${name}: ${change.before} -> ${change.after} (+${change.added.length} -${change.removed.length})`];
  if (change.added.length > 0) lines.push(`  added: ${listed(change.added, WORDS_SHOWN)}`);
  if (change.removed.length > 0) lines.push(`  removed: ${listed(change.removed, WORDS_SHOWN)}`);
  return lines;
}

function counted(label: string, items: readonly unknown[], shown: string): string {
  return items.length === 0 ? `${label}: 0` : `${label}: ${items.length}: ${shown}`;
}

function listed(items: string[], limit: number): string {
  const more = items.length - limit;
  return items.slice(0, limit).join(', ') + (more > 0 ? ` and ${more} more` : '');
}

/** A released day may be named with its word: players have it already. */
export function recentGame(dateOf: (gameNumber: number) => string) {
  return (game: RecentGame) =>
    `${game.word} (game ${game.gameNumber}, ${dateOf(game.gameNumber)}${game.live ? ', live today' : ''})`;
}
