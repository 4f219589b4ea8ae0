import type { ListChange, MissingRun, ScheduledGame, WordListPlan } from './word-list-plan.js';

/**
 * The most a seed changes unasked. Ordinary edits (a few words in or out, a few answers
 * excluded) stay far below; a truncated or wrong file (answers.txt cut to one line or to its
 * first 95 %, valid-guesses.txt copied over answers.txt) goes above. Each limit is its own reason to stop.
 */
export const LARGE_CHANGE_LIMITS = {
  /** Share of the answers that may stop being answers, or of the valid guesses that may go. */
  removedShare: 0.05,
  /** Share of either list that may be added at once (a first seed, on an empty list, is not limited). */
  addedShare: 0.05,
  /** Words in a row (alphabetically) that a file may lose at once: more looks like a block cut out. */
  missingRun: 10,
  /** Last words of a list that may go at once: more looks like a file cut short. */
  missingTail: 3,
  /** Unreleased days the schedule already drew that may lose their word and be drawn again. */
  redrawnDays: 3,
} as const;

type Limits = typeof LARGE_CHANGE_LIMITS;

/** Why the plan is too large to apply without the operator's explicit word; empty when it does not. */
export function largeChanges(
  plan: WordListPlan,
  dateOf: (gameNumber: number) => string,
  limits: Limits = LARGE_CHANGE_LIMITS,
): string[] {
  const reasons: string[] = [];
  const tooManyRemoved = (change: ListChange) => change.removed.length > change.before * limits.removedShare;
  const tooManyAdded = (change: ListChange) =>
    change.before > 0 && change.added.length > change.before * limits.addedShare;
  const percent = (share: number) => `${share * 100} %`;
  const removed = percent(limits.removedShare);
  const added = percent(limits.addedShare);
  if (tooManyRemoved(plan.answers))
    reasons.push(
      `${plan.answers.removed.length} of ${plan.answers.before} answers would stop being answers (more than ${removed})`,
    );
  if (tooManyAdded(plan.answers))
    reasons.push(`${plan.answers.added.length} answers would be added to ${plan.answers.before} (more than ${added})`);
  if (tooManyRemoved(plan.guesses))
    reasons.push(
      `${plan.guesses.removed.length} of ${plan.guesses.before} valid guesses would be removed (more than ${removed})`,
    );
  if (tooManyAdded(plan.guesses))
    reasons.push(
      `${plan.guesses.added.length} valid guesses would be added to ${plan.guesses.before} (more than ${added})`,
    );
  reasons.push(...cutShort('answers.txt', 'answers', plan.missingRuns.answers, limits));
  reasons.push(...cutShort('valid-guesses.txt', 'guess-only words', plan.missingRuns.guesses, limits));
  if (plan.redrawn.length > limits.redrawnDays)
    reasons.push(
      `${plan.redrawn.length} future days already drawn would be drawn again (more than ${limits.redrawnDays})`,
    );
  if (plan.pinnedNonAnswers.length > 0)
    reasons.push(
      `${plan.pinnedNonAnswers.length} pinned future ${plan.pinnedNonAnswers.length === 1 ? 'day keeps' : 'days keep'} ` +
        `a word that would no longer be an answer (${days(plan.pinnedNonAnswers, dateOf)}): pin other words first ` +
        'with "npm run puzzle -- pin <game> <WORD>", or allow it',
    );
  return reasons;
}

function cutShort(file: string, words: string, run: MissingRun | null, limits: Limits): string[] {
  if (run === null) return [];
  const range = `${run.first} to ${run.last}`;
  if (run.atEnd && run.count > limits.missingTail)
    return [
      `${file} looks cut short: its last ${run.count} ${words}, ${range}, are missing (more than ${limits.missingTail})`,
    ];
  if (run.count > limits.missingRun)
    return [
      `${file} looks cut: ${run.count} ${words} in a row, ${range}, are missing (more than ${limits.missingRun})`,
    ];
  return [];
}

/** Numbers and dates only: a future day's word is its answer, and setup logs are no place for it. */
function days(games: ScheduledGame[], dateOf: (gameNumber: number) => string): string {
  const shown = games.slice(0, 5).map((game) => `game ${game.gameNumber}, ${dateOf(game.gameNumber)}`);
  return shown.join('; ') + (games.length > 5 ? `; and ${games.length - 5} more` : '');
}
