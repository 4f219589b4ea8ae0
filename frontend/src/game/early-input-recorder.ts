import { STORAGE_KEYS } from '../lib/storage';
import { EARLY_INPUT_GLOBAL, type EarlyInput, type EarlyInputRecording } from './early-input';

/** Enough for a whole game typed ahead; anything more is dropped. */
const MOST_INPUTS = 64;

/**
 * Runs inline in the page's head (the build writes its source there, beside before-paint.ts):
 * records the player's keys and on-screen key presses, and closes the prerendered How To Play
 * (Escape, its Close button, its overlay), until the app takes them (`takeEarlyInput`). Uses
 * nothing but its arguments and the browser's globals.
 */
export function recordEarlyInput(globalName: string, most: number, welcomedKey: string): void {
  const inputs: EarlyInput[] = [];
  const record = (input: EarlyInput) => {
    if (inputs.length < most) inputs.push(input);
  };
  // Closing the prerendered How To Play works at once: it goes, and stays gone after a reload.
  const closeHelp = () => {
    const root = document.documentElement;
    if (root.dataset.help !== 'skipped' && document.querySelector('[data-prerendered-dialog]')) {
      root.dataset.help = 'skipped';
      try {
        window.localStorage.setItem(welcomedKey, 'true');
      } catch {
        // Storage refused: the app marks the welcome itself once it runs.
      }
    }
    record({ type: 'close-help' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      closeHelp();
      return;
    }
    const { key, code, ctrlKey, metaKey, altKey, repeat } = event;
    record({ type: 'key', key, code, ctrlKey, metaKey, altKey, repeat });
  };
  let keyButtons = true;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const key = target?.closest('[data-key]')?.getAttribute('data-key');
    if (key) {
      if (keyButtons) record({ type: 'button', key });
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
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('click', onClick, true);
    },
  };
  Object.assign(window, { [globalName]: recording });
}

/** The head script's call, as the build writes it. */
export const recordEarlyInputSource = (): string =>
  `(${recordEarlyInput.toString()})(${JSON.stringify(EARLY_INPUT_GLOBAL)},${MOST_INPUTS},${JSON.stringify(STORAGE_KEYS.welcomed)});`;
