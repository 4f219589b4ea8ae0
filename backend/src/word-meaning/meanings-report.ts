import type { MeaningsPlan } from './meanings-plan.js';

/** Enough to recognise a change at a glance; the counts give the size. */
const WORDS_SHOWN = 10;

function listed(words: readonly string[]): string {
  const shown = words.slice(0, WORDS_SHOWN).join(', ');
  return words.length > WORDS_SHOWN ? `${shown} and ${words.length - WORDS_SHOWN} more` : shown;
}

/**
 * The meanings part of a seed as the operator reads it (a dry run and the real run print the same
 * lines): the counts, the first words of each change, never a gloss.
 */
export function describeMeaningsPlan(plan: MeaningsPlan, dir: string): string {
  if (!plan.fileFound)
    return `meanings: no meanings.tsv in ${dir}: the ${plan.before} meanings in the database are left as they are`;
  const lines = [
    `meanings: ${plan.before} -> ${plan.after} (+${plan.added.length} ~${plan.changed.length} -${plan.removed.length})`,
  ];
  if (plan.added.length > 0) lines.push(`  added: ${listed(plan.added)}`);
  if (plan.changed.length > 0) lines.push(`  changed: ${listed(plan.changed)}`);
  if (plan.removed.length > 0) lines.push(`  removed: ${listed(plan.removed)}`);
  if (plan.ignored.length > 0) lines.push(`  ignored, not in the word lists: ${listed(plan.ignored)}`);
  return lines.join('\n');
}
