import type { ListChange, WordListPlan } from './word-list-plan.js';

/**
 * The most a seed changes unasked. Ordinary edits (a few words in or out, a few answers
 * excluded) stay far below; a truncated or wrong file (answers.txt cut to one line,
 * valid-guesses.txt cut to 100) goes far above. Each limit is its own reason to stop.
 */
export const LARGE_CHANGE_LIMITS = {
  /** Share of the answers that may stop being answers, or of the valid guesses that may go. */
  removedShare: 0.05,
  /** Unreleased days the schedule already drew that may lose their word and be drawn again. */
  redrawnDays: 3,
} as const;

/** Why the plan is too large to apply without the operator's explicit word; empty when it is not. */
export function largeChanges(plan: WordListPlan, limits = LARGE_CHANGE_LIMITS): string[] {
  const reasons: string[] = [];
  const tooMany = (change: ListChange) => change.removed.length > change.before * limits.removedShare;
  const percent = `${limits.removedShare * 100} %`;
  if (tooMany(plan.answers))
    reasons.push(
      `${plan.answers.removed.length} of ${plan.answers.before} answers would stop being answers (more than ${percent})`,
    );
  if (tooMany(plan.guesses))
    reasons.push(
      `${plan.guesses.removed.length} of ${plan.guesses.before} valid guesses would be removed (more than ${percent})`,
    );
  if (plan.redrawn.length > limits.redrawnDays)
    reasons.push(
      `${plan.redrawn.length} future days already drawn would be drawn again (more than ${limits.redrawnDays})`,
    );
  return reasons;
}
