// The rule that keeps offensive words out of the answers when the lists are generated (prisma/words).
import { isOffensive } from '@hexle/contract/words';
import { operatorsOffensiveWords } from './offensive-word-filter.js';

/**
 * The words of `answers` that the offensive-word rule refuses, sorted. answers.txt is generated
 * without them, so one here was written by hand or copied from another list (valid-guesses.txt
 * holds rude words on purpose).
 */
export function offensiveAnswers(answers: readonly string[]): string[] {
  const offensive = operatorsOffensiveWords();
  return answers.filter((word) => isOffensive(word.toLowerCase(), offensive)).sort();
}
