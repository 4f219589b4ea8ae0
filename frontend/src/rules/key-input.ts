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

/**
 * What the page does with each command. `queued` says the key has waited already: typed while a
 * guess was on its way or flipping (or before the page could play it). A handler returns false
 * when the game cannot take the key yet; the key then waits, and is played again later.
 */
export interface KeyHandlers {
  onLetter: (letter: string, queued?: boolean) => unknown;
  /** May return the guess on its way. */
  onEnter: (queued?: boolean) => unknown;
  onBackspace: (queued?: boolean) => unknown;
}

/** Plays a command with the page's handlers; returns what the handler returned. */
export function playKey(command: KeyCommand, handlers: KeyHandlers, queued?: boolean): unknown {
  if (command.type === 'enter') return handlers.onEnter(queued);
  if (command.type === 'backspace') return handlers.onBackspace(queued);
  return handlers.onLetter(command.letter, queued);
}
