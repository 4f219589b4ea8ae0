export type LetterResult = 'correct' | 'present' | 'absent';

/**
 * Colours a guess against the answer: exact matches first, then a letter is
 * "present" only while unmatched copies of it remain in the answer, left to right.
 */
export function evaluateGuess(guess: string, answer: string): LetterResult[] {
  if (guess.length !== answer.length) throw new Error('Guess and answer must have the same length');
  const result: LetterResult[] = new Array<LetterResult>(guess.length).fill('absent');
  const unmatched = new Map<string, number>();
  for (let i = 0; i < answer.length; i++) {
    if (guess[i] === answer[i]) result[i] = 'correct';
    else unmatched.set(answer[i], (unmatched.get(answer[i]) ?? 0) + 1);
  }
  for (let i = 0; i < guess.length; i++) {
    if (result[i] === 'correct') continue;
    const left = unmatched.get(guess[i]) ?? 0;
    if (left > 0) {
      result[i] = 'present';
      unmatched.set(guess[i], left - 1);
    }
  }
  return result;
}
