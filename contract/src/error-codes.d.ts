/** The types of error-codes.js. */
export declare const GAME_NUMBER_MISMATCH: 'game_number_mismatch';
export declare const ANSWER_CHANGED: 'answer_changed';
export declare const NOT_IN_WORD_LIST: 'not_in_word_list';
export declare const PRACTICE_NOT_FOUND: 'practice_not_found';
export declare const PRACTICE_EXPIRED: 'practice_expired';
export declare const PRACTICE_OTHER_CLIENT: 'practice_other_client';
export declare const GUESSES_UNPROVEN: 'guesses_unproven';
export declare const CHALLENGE_NOT_FOUND: 'challenge_not_found';
export declare const CHALLENGE_RESULT_EXISTS: 'challenge_result_exists';
export declare const CHALLENGE_RESULTS_FULL: 'challenge_results_full';
