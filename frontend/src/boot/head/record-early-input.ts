import { BEFORE_PAINT_KEYS } from '../../platform/before-paint-keys';
import { hasPrerenderedDialog, PRERENDERED_DIALOG } from '../prerendered-dialog';
import { keyCommand, type KeyPress } from '../../rules/key-input';
import { earlyRow, paintEarlyRow } from './early-row';
import { EARLY_INPUT_GLOBAL, HELP_CLOSED_EVENT, type EarlyInput, type EarlyInputRecording } from '../early-input';

/** Enough for a whole game typed ahead; anything more is dropped. */
export const MOST_INPUTS = 64;

/**
 * Part of the head script (head/index.ts): records the player's keys and on-screen key presses
 * until the app's own key listener takes them (`takeEarlyInput`), showing the letters in the
 * board's first row at once (early-row.ts), remembers the last header button pressed before the
 * app listened (pressed again as the app takes the page over), and closes the prerendered How
 * To Play (Escape, its Close button, its overlay) for as long as that copy is on the page. Keys
 * pressed while it is on screen are not recorded.
 */
export function recordEarlyInput(most = MOST_INPUTS): void {
  const root = document.documentElement;
  const inputs: EarlyInput[] = [];
  let keys = true;
  let keyButtons = true;
  const helpShown = () => root.dataset.help !== 'skipped' && hasPrerenderedDialog();
  const record = (press: KeyPress) => {
    const input = keyCommand(press);
    if (!input || !keys || inputs.length >= most || helpShown()) return;
    inputs.push(input);
    paintEarlyRow(earlyRow(inputs));
  };
  // Closing the prerendered How To Play works at once: it goes, and stays gone after a reload.
  const closeHelp = () => {
    if (!helpShown()) return;
    root.dataset.help = 'skipped';
    try {
      localStorage.setItem(BEFORE_PAINT_KEYS.welcomed, 'true');
    } catch {
      // Storage refused: the app marks the welcome itself once it runs.
    }
    document.dispatchEvent(new Event(HELP_CLOSED_EVENT));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return closeHelp();
    record(event);
  };
  /** The header button pressed last before the app listened: the app's takeover presses it again. */
  let pressed: HTMLElement | null = null;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const key = target?.closest('[data-key]')?.getAttribute('data-key');
    if (key) {
      if (keyButtons) record({ key });
    } else if (target?.closest(PRERENDERED_DIALOG) && (target.closest('button') || target.matches('.overlay')))
      closeHelp();
    else if (keyButtons) pressed = target?.closest<HTMLElement>('header button') ?? pressed;
  };
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('click', onClick, true);
  const recording: EarlyInputRecording = {
    inputs,
    stopRecordingKeyButtons: () => {
      keyButtons = false;
    },
    stop: () => {
      keys = false;
      // Taken over, the button is the app's own (hydration keeps the element): pressed again once
      // the takeover's commit is over, it opens what it opens (or switches the theme), once.
      const button = pressed;
      pressed = null;
      if (button) setTimeout(() => button.click());
    },
  };
  Object.assign(window, { [EARLY_INPUT_GLOBAL]: recording });
}
