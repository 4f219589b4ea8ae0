import { keyCommand, type KeyCommand, type KeyPress } from '../lib/key-input';
import { isLetter } from '../lib/words';

/**
 * What the player did on the prerendered page before its script took it over: a physical key, a
 * key of the on-screen keyboard, or closing the prerendered How To Play.
 */
export type EarlyInput = ({ type: 'key' } & KeyPress) | { type: 'button'; key: string } | { type: 'close-help' };

/** Where the page keeps what it recorded, and how the app stops the recording. */
export interface EarlyInputRecording {
  inputs: EarlyInput[];
  /**
   * From the moment React listens in #root it plays clicks there itself, even before hydrating:
   * the on-screen keys are no longer recorded (the prerendered How To Play, outside #root, still is).
   */
  stopRecordingKeyButtons: () => void;
  stop: () => void;
}

/** The global the head script records into (the page has no module system before its script). */
export const EARLY_INPUT_GLOBAL = 'hexleEarlyInput';

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

/** What an early input asks of the game now. */
export type EarlyCommand = KeyCommand | { type: 'close-help' };

/**
 * The early inputs' commands, in order, for a page that opens with How To Play (`helpOpen`) or
 * without: keys typed while How To Play was open count for nothing, as they would after.
 */
export function earlyCommands(inputs: readonly EarlyInput[], helpOpen: boolean): EarlyCommand[] {
  const commands: EarlyCommand[] = [];
  for (const input of inputs) {
    if (input.type === 'close-help') {
      if (helpOpen) commands.push({ type: 'close-help' });
      helpOpen = false;
      continue;
    }
    const command = input.type === 'key' ? keyCommand(input) : buttonCommand(input.key);
    if (command && !helpOpen) commands.push(command);
  }
  return commands;
}

function buttonCommand(key: string): KeyCommand | null {
  if (key === 'ENTER') return { type: 'enter' };
  if (key === 'BACKSPACE') return { type: 'backspace' };
  return isLetter(key) ? { type: 'letter', letter: key.toUpperCase() } : null;
}
