import { isLetter } from './words';

export type KeyCommand = { type: 'letter'; letter: string } | { type: 'enter' } | { type: 'backspace' };

/** A key press: a physical key's, or an on-screen key's (its name alone, such as ENTER or Q). */
export interface KeyPress {
  key: string;
  code?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  repeat?: boolean;
}

/**
 * What a key press means to the game: a-z, Enter (either Enter key) or Backspace, whatever
 * the case of its name. Auto-repeat and combinations with ctrl, meta or alt mean nothing.
 */
export function keyCommand(press: KeyPress): KeyCommand | null {
  if (press.repeat || press.ctrlKey || press.metaKey || press.altKey) return null;
  const name = press.key.toUpperCase();
  if (name === 'ENTER' || press.code === 'NumpadEnter') return { type: 'enter' };
  if (name === 'BACKSPACE') return { type: 'backspace' };
  if (isLetter(press.key)) return { type: 'letter', letter: name };
  return null;
}

/** What the page does with each command. */
export interface KeyHandlers {
  onLetter: (letter: string) => void;
  /** May return the guess on its way. */
  onEnter: () => unknown;
  onBackspace: () => void;
}

/** Plays a command with the page's handlers; returns what `onEnter` returned, for an Enter. */
export function playKey(command: KeyCommand, handlers: KeyHandlers): unknown {
  if (command.type === 'enter') return handlers.onEnter();
  if (command.type === 'backspace') handlers.onBackspace();
  else handlers.onLetter(command.letter);
}
