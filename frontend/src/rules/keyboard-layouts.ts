import type { KeyboardLayout } from './settings';

/**
 * The letters of the on-screen keyboard, row by row, top to bottom, in every layout but QWERTY's:
 * QWERTY is the default, so its rows are in the page's first script (game/Keyboard.tsx), and these
 * come in a chunk of their own, fetched when a player has chosen another layout. Only the 26
 * letters a guess can hold: the punctuation keys some layouts put among them are left out.
 */
export const LAYOUT_ROWS: Partial<Record<KeyboardLayout, readonly [string, string, string]>> = {
  azerty: ['AZERTYUIOP', 'QSDFGHJKLM', 'WXCVBN'],
  qwertz: ['QWERTZUIOP', 'ASDFGHJKL', 'YXCVBNM'],
  dvorak: ['PYFGCRL', 'AOEUIDHTNS', 'QJKXBMWVZ'],
  colemak: ['QWFPGJLUY', 'ARSTDHNEIO', 'ZXCVBKM'],
};
