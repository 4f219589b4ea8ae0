import { describe, expect, it } from 'vitest';
import { LAYOUT_NAMES } from './keyboard-layout-names';
import { KEYBOARD_LAYOUTS } from './settings';
import { LAYOUT_ROWS } from './keyboard-layouts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('keyboard layouts', () => {
  it.each(Object.entries(LAYOUT_ROWS))('%s has every letter A-Z exactly once, in three rows', (_, rows) => {
    expect(rows).toHaveLength(3);
    expect([...rows.join('')].sort().join('')).toBe(ALPHABET);
  });

  it('has the rows each layout is known by', () => {
    expect(LAYOUT_ROWS.azerty?.[0]).toBe('AZERTYUIOP');
    expect(LAYOUT_ROWS.azerty?.[1]).toMatch(/^QSDFGHJKLM$/);
    expect(LAYOUT_ROWS.qwertz?.[0]).toBe('QWERTZUIOP');
    expect(LAYOUT_ROWS.qwertz?.[2]).toBe('YXCVBNM');
    expect(LAYOUT_ROWS.dvorak?.[1]).toBe('AOEUIDHTNS');
    expect(LAYOUT_ROWS.colemak?.[1]).toBe('ARSTDHNEIO');
  });

  it('names every layout a setting can hold, and has the letters of all but QWERTY (in the first script)', () => {
    expect(KEYBOARD_LAYOUTS).toEqual(['qwerty', 'azerty', 'qwertz', 'dvorak', 'colemak']);
    expect(Object.keys(LAYOUT_NAMES)).toEqual([...KEYBOARD_LAYOUTS]);
    expect(Object.keys(LAYOUT_ROWS).sort()).toEqual(KEYBOARD_LAYOUTS.filter((name) => name !== 'qwerty').sort());
  });
});
