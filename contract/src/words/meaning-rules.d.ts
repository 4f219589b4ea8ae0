/** The types of meaning-rules.js. */
export declare const MEANINGS_FILE: string;
export declare const MAX_MEANING_LENGTH: number;
export declare const MAX_GLOSSES: number;
export declare const PARTS_OF_SPEECH: readonly string[];
