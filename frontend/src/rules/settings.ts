import { isRecord, readEntry, STORAGE_KEYS, type KeyValueStore } from '../platform/storage';

/** The on-screen keyboard's layouts (keyboard-layouts.ts has their letters); physical keyboards type as they are. */
export const KEYBOARD_LAYOUTS = ['qwerty', 'azerty', 'qwertz', 'dvorak', 'colemak'] as const;
export type KeyboardLayout = (typeof KEYBOARD_LAYOUTS)[number];

export interface Settings {
  hardMode: boolean;
  /** Orange and blue instead of green and yellow, for colour-blind players. */
  highContrast: boolean;
  /** The on-screen keys' layout. */
  layout: KeyboardLayout;
  /** Enter at the right end of the bottom row (and Backspace at the left), rather than the left. */
  enterRight: boolean;
  /** After each guess, how many words of the public word list still fit every colour so far. */
  possibleCount: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  hardMode: false,
  highContrast: false,
  layout: 'qwerty',
  enterRight: false,
  possibleCount: false,
};

/**
 * Settings saved (or sent by a transfer) before a setting existed read with it as it is by
 * default (so does a setting left out); a setting of another kind than its default's, or a layout
 * the keyboard does not have, makes them unreadable. Nothing else is kept.
 */
export function readSettings(value: unknown): Settings | null {
  if (!isRecord(value)) return null;
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const name in settings) {
    const setting = name in value ? value[name] : settings[name];
    if (typeof setting !== typeof settings[name]) return null;
    settings[name] = setting;
  }
  return KEYBOARD_LAYOUTS.includes(settings.layout as KeyboardLayout) ? (settings as unknown as Settings) : null;
}

export function loadSettings(store: KeyValueStore): Settings {
  return readSettings(readEntry(store, STORAGE_KEYS.settings, isRecord)) ?? DEFAULT_SETTINGS;
}
