import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readSettings } from './settings';

describe('reading settings', () => {
  it('reads settings saved before layouts, the Enter side and the count existed with those as by default', () => {
    expect(readSettings({ hardMode: true })).toEqual({ ...DEFAULT_SETTINGS, hardMode: true });
    expect(readSettings({ hardMode: false, highContrast: true })).toEqual({ ...DEFAULT_SETTINGS, highContrast: true });
    expect(readSettings({ layout: 'azerty' })).toEqual({ ...DEFAULT_SETTINGS, layout: 'azerty' });
  });

  it('is QWERTY with Enter on the left and no count by default', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      hardMode: false,
      highContrast: false,
      layout: 'qwerty',
      enterRight: false,
      possibleCount: false,
    });
  });

  it('keeps every layout, the Enter side and the count', () => {
    for (const layout of ['qwerty', 'azerty', 'qwertz', 'dvorak', 'colemak'])
      expect(readSettings({ hardMode: false, layout, enterRight: true, possibleCount: true })).toEqual({
        ...DEFAULT_SETTINGS,
        layout,
        enterRight: true,
        possibleCount: true,
      });
  });

  it('refuses a setting of the wrong kind, and keeps nothing it does not know', () => {
    expect(readSettings({ hardMode: false, layout: 'bepo' })).toBeNull();
    expect(readSettings({ hardMode: false, layout: 'toString' })).toBeNull();
    expect(readSettings({ hardMode: false, layout: 7 })).toBeNull();
    expect(readSettings({ hardMode: false, enterRight: 'yes' })).toBeNull();
    expect(readSettings({ hardMode: false, possibleCount: 1 })).toBeNull();
    expect(readSettings({ hardMode: false, highContrast: null })).toBeNull();
    expect(readSettings(null)).toBeNull();
    expect(readSettings(['hardMode'])).toBeNull();
    expect(readSettings({ hardMode: false, extra: 'x' })).toEqual(DEFAULT_SETTINGS);
  });
});
