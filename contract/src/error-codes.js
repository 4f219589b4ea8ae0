// @ts-check
/**
 * The error codes of the API's replies that the page acts on, by name: the API answers with them
 * and the page reads them (never the wording, which may change). One constant each, so a page's
 * chunk carries only those it reads.
 */

/** Today's game in the player's zone is another one: the page starts the new day. */
export const GAME_NUMBER_MISMATCH = 'game_number_mismatch';
/** The game's word was replaced after the earlier guesses were judged: the game starts again. */
export const ANSWER_CHANGED = 'answer_changed';
/** The word is not in the list: no guess was made. */
export const NOT_IN_WORD_LIST = 'not_in_word_list';
/** No practice game has this id. */
export const PRACTICE_NOT_FOUND = 'practice_not_found';
/** The practice game is older than its lifetime. */
export const PRACTICE_EXPIRED = 'practice_expired';
/** The practice game was started from another connection. */
export const PRACTICE_OTHER_CLIENT = 'practice_other_client';
/** An analysis was asked for guesses the server did not judge for that game. */
export const GUESSES_UNPROVEN = 'guesses_unproven';
