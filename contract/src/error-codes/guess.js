// @ts-check
// A guess's refusals that the page acts on.

/** Today's game in the player's zone is another one: the page starts the new day. */
export const GAME_NUMBER_MISMATCH = 'game_number_mismatch';
/** The game's word was replaced after the earlier guesses were judged: the game starts again. */
export const ANSWER_CHANGED = 'answer_changed';
/** The word is not in the list: no guess was made. */
export const NOT_IN_WORD_LIST = 'not_in_word_list';
