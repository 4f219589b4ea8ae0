import { STORAGE_KEYS } from '../platform/storage';
import { EARLY_INPUT_GLOBAL, HELP_CLOSED_EVENT, type EarlyInput, type EarlyInputRecording } from './early-input';

/** Enough for a whole game typed ahead; anything more is dropped. */
const MOST_INPUTS = 64;

/**
 * Runs inline in the page's head (the build writes its source there, beside before-paint.ts):
 * records the player's keys and on-screen key presses until the app's own key listener takes
 * them (`takeEarlyInput`), and closes the prerendered How To Play (Escape, its Close button, its
 * overlay) for as long as that copy is on the page. Keys pressed while it is on screen are not
 * recorded. Uses nothing but its arguments and the browser's globals.
 */
export function recordEarlyInput(globalName: string, most: number, welcomedKey: string, helpClosedEvent: string): void {
  const root = document.documentElement;
  const inputs: EarlyInput[] = [];
  let keys = true;
  let keyButtons = true;
  const helpShown = () =>
    root.dataset.help !== 'skipped' && document.querySelector('[data-prerendered-dialog]') !== null;
  const record = (input: EarlyInput) => {
    if (keys && inputs.length < most && !helpShown()) inputs.push(input);
  };
  // Closing the prerendered How To Play works at once: it goes, and stays gone after a reload.
  const closeHelp = () => {
    if (!helpShown()) return;
    root.dataset.help = 'skipped';
    try {
      window.localStorage.setItem(welcomedKey, 'true');
    } catch {
      // Storage refused: the app marks the welcome itself once it runs.
    }
    document.dispatchEvent(new Event(helpClosedEvent));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return closeHelp();
    const { key, code, ctrlKey, metaKey, altKey, repeat } = event;
    record({ key, code, ctrlKey, metaKey, altKey, repeat });
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const key = target?.closest('[data-key]')?.getAttribute('data-key');
    if (key) {
      if (keyButtons) record({ key });
    } else if (target?.closest('[data-prerendered-dialog]') && (target.closest('button') || target.matches('.overlay')))
      closeHelp();
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
    },
  };
  Object.assign(window, { [globalName]: recording });
}

/** The head script's call, as the build writes it. */
export const recordEarlyInputSource = (): string =>
  `(${recordEarlyInput.toString()})(${[EARLY_INPUT_GLOBAL, MOST_INPUTS, STORAGE_KEYS.welcomed, HELP_CLOSED_EVENT].map((value) => JSON.stringify(value)).join(',')});`;
