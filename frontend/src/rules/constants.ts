/** The numbers that make the game what it is: its size, its timings and its limits. */
import { WORD_LENGTH } from '@hexle/contract/game';

export { MAX_GUESSES, WORD_LENGTH } from '@hexle/contract/game';

export const LENGTH_ERROR_MS = 2000;
export const HARD_MODE_ERROR_MS = 2000;
export const NOT_IN_WORD_LIST_MS = 1500;
export const SUBMIT_ERROR_MS = 3000;
export const MISMATCH_RELOAD_MS = 1500;

export const FLIP_STAGGER_MS = 300;
/** One tile's flip; the last tile of a row finishes 5 × 300 + 500 = 2000 ms after the reveal starts. */
export const FLIP_DURATION_MS = 500;
export const REVEAL_DURATION_MS = FLIP_STAGGER_MS * (WORD_LENGTH - 1) + FLIP_DURATION_MS;

/** The rejected row's shake (styles.css uses the same duration). */
export const SHAKE_DURATION_MS = 600;

export const STATISTICS_DIALOG_DELAY_MS = 2000;
export const COPIED_CONFIRMATION_MS = 2000;
export const ROLLOVER_CHECK_MS = 60_000;
export const API_TIMEOUT_MS = 60_000;

export const MIN_DISTRIBUTION_BAR_PERCENT = 7;

/** The word for a win shows this long once the board has settled. */
export const WIN_WORD_MS = 2000;
/** 'A new puzzle has started' after a guess sent across midnight. */
export const NEW_PUZZLE_MESSAGE_MS = 3000;
