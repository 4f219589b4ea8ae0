/** The types of evaluation.js. */
export type LetterResult = 'correct' | 'present' | 'absent';
export declare function evaluateGuess(guess: string, answer: string): LetterResult[];
