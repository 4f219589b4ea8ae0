/** The types of offensive-words.js. */
export declare const EXTRA_OFFENSIVE_FILE: string;
export declare function stemCandidates(word: string, suffix: string): string[];
export declare const EXTRA_OFFENSIVE_NAME: string;
export declare function offensiveWords(extraFile?: string): Set<string>;
export declare function isOffensive(word: string, offensive: ReadonlySet<string>): boolean;
