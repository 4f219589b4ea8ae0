import type { KeyboardLayout } from './settings';

/**
 * Each layout's name as Settings and a transfer's summary show it; apart from their letters
 * (keyboard-layouts.ts), which only the keyboard fetches.
 */
export const LAYOUT_NAMES: Record<KeyboardLayout, string> = {
  qwerty: 'QWERTY',
  azerty: 'AZERTY',
  qwertz: 'QWERTZ',
  dvorak: 'Dvorak',
  colemak: 'Colemak',
};
