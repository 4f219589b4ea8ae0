/** The types of guess-word.js. */
export declare function isSixLetterWord(text: string): boolean;
export declare function guessWordOf(text: string): string | null;
export declare function isGuessWord(value: unknown): value is string;
