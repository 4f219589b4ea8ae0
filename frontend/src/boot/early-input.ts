import type { KeyCommand } from '../rules/key-input';

/**
 * What the player did on the prerendered page before the app listened, as the game reads it (a
 * letter, Enter, Backspace), from a physical key or a key of the on-screen keyboard. Keys that
 * mean nothing to the game are not recorded, nor keys pressed while the prerendered How To Play
 * is on screen: they count for nothing, as they would with the app's own dialog open.
 */
export type EarlyInput = KeyCommand;

/** Where the page keeps what it recorded, and how the app stops the recording. */
export interface EarlyInputRecording {
  inputs: EarlyInput[];
  /**
   * From the moment React listens in #root it plays clicks there itself, even before hydrating:
   * the on-screen keys are no longer recorded.
   */
  stopRecordingKeyButtons: () => void;
  /**
   * Stops recording keys, in the commit in which the app's own key listener is in place, and
   * presses again, just after that commit, the header button last pressed before the app listened
   * (a press the app's own buttons would otherwise never have heard of). Closing
   * the prerendered How To Play (Escape, its Close button, its overlay) goes on working for as
   * long as that copy is on the page, and is announced with `HELP_CLOSED_EVENT`.
   */
  stop: () => void;
}

/** The global the head script records into (the page has no module system before its script). */
export const EARLY_INPUT_GLOBAL = 'hexleEarlyInput';

/** Dispatched on `document` when the player closes the prerendered How To Play. */
export const HELP_CLOSED_EVENT = 'hexle-help-closed';

const recording = () => (window as unknown as Record<string, EarlyInputRecording | undefined>)[EARLY_INPUT_GLOBAL];

/** Called as React starts listening in #root. */
export function stopRecordingKeyButtons(): void {
  recording()?.stopRecordingKeyButtons();
}

/** Stops the recording and hands over what was recorded (nothing on a page without the head script). */
export function takeEarlyInput(): EarlyInput[] {
  const current = recording();
  if (!current) return [];
  current.stop();
  return current.inputs.splice(0);
}

/**
 * Calls `closedBefore` at once if the player closed the prerendered How To Play before the app
 * could listen (the head script marked the page), and `closedNow` whenever they close it from
 * then on; the function it returns stops listening.
 */
export function watchPrerenderedHelpClosing(closedBefore: () => void, closedNow: () => void): () => void {
  if (document.documentElement.dataset.help === 'skipped') closedBefore();
  document.addEventListener(HELP_CLOSED_EVENT, closedNow);
  return () => document.removeEventListener(HELP_CLOSED_EVENT, closedNow);
}
