import type { LetterResult } from '@hexle/contract/game';
import { WORD_LENGTH } from './constants';

export type { LetterResult };

const RANK: Record<LetterResult, number> = { absent: 0, present: 1, correct: 2 };

export function isLetterResult(value: unknown): value is LetterResult {
  return value === 'correct' || value === 'present' || value === 'absent';
}

export function isEvaluation(value: unknown): value is LetterResult[] {
  return Array.isArray(value) && value.length === WORD_LENGTH && value.every(isLetterResult);
}

/** The best result known for each letter: correct beats present beats absent; a colour never goes down. */
export function keyResults(
  guesses: readonly string[],
  evaluations: readonly LetterResult[][],
): Map<string, LetterResult> {
  const best = new Map<string, LetterResult>();
  guesses.forEach((guess, row) => {
    const evaluation = evaluations[row];
    if (!evaluation) return;
    [...guess].forEach((letter, position) => {
      const result = evaluation[position];
      if (!result) return;
      const known = best.get(letter);
      if (!known || RANK[result] > RANK[known]) best.set(letter, result);
    });
  });
  return best;
}
