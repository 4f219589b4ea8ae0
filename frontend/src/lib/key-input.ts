import { isLetter } from './words';

export type KeyCommand = { type: 'letter'; letter: string } | { type: 'enter' } | { type: 'backspace' };

export interface KeyPress {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  repeat: boolean;
}

/**
 * What a physical key press means to the game: a-z, Enter (either Enter key) or Backspace.
 * Auto-repeat and combinations with ctrl, meta or alt mean nothing.
 */
export function keyCommand(press: KeyPress): KeyCommand | null {
  if (press.repeat || press.ctrlKey || press.metaKey || press.altKey) return null;
  if (press.key === 'Enter' || press.code === 'NumpadEnter') return { type: 'enter' };
  if (press.key === 'Backspace') return { type: 'backspace' };
  if (isLetter(press.key)) return { type: 'letter', letter: press.key.toUpperCase() };
  return null;
}
