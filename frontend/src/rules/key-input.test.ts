import { describe, expect, it } from 'vitest';
import { keyCommand, type KeyPress } from './key-input';

const press = (key: string, overrides: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  ...overrides,
});

describe('keyCommand', () => {
  describe('letters', () => {
    it.each([
      ['a', 'A'],
      ['m', 'M'],
      ['z', 'Z'],
      ['A', 'A'],
      ['Q', 'Q'],
    ])('%s -> %s', (key, letter) => {
      expect(keyCommand(press(key))).toEqual({ type: 'letter', letter });
    });

    it('accepts every letter a-z', () => {
      const letters = [...'abcdefghijklmnopqrstuvwxyz'].map((key) => keyCommand(press(key)));
      expect(letters).toEqual([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter) => ({ type: 'letter', letter })));
    });

    it('reads the key, not the code', () => {
      expect(keyCommand(press('z', { code: 'KeyY' }))).toEqual({ type: 'letter', letter: 'Z' });
    });
  });

  describe('enter', () => {
    it('accepts the Enter key', () => {
      expect(keyCommand(press('Enter', { code: 'Enter' }))).toEqual({ type: 'enter' });
    });

    it('accepts the numeric keypad Enter by its code', () => {
      expect(keyCommand(press('Enter', { code: 'NumpadEnter' }))).toEqual({ type: 'enter' });
      expect(keyCommand(press('Unidentified', { code: 'NumpadEnter' }))).toEqual({ type: 'enter' });
    });
  });

  describe('backspace', () => {
    it('accepts Backspace', () => {
      expect(keyCommand(press('Backspace', { code: 'Backspace' }))).toEqual({ type: 'backspace' });
    });
  });

  describe('ignored presses', () => {
    it.each(['a', 'Enter', 'Backspace'])('ignores an auto-repeated %s', (key) => {
      expect(keyCommand(press(key, { repeat: true }))).toBeNull();
    });

    it.each<[string, Partial<KeyPress>]>([
      ['ctrl', { ctrlKey: true }],
      ['meta', { metaKey: true }],
      ['alt', { altKey: true }],
      ['ctrl+alt', { ctrlKey: true, altKey: true }],
    ])('ignores %s combinations', (_label, modifiers) => {
      expect(keyCommand(press('c', modifiers))).toBeNull();
      expect(keyCommand(press('Enter', modifiers))).toBeNull();
      expect(keyCommand(press('Backspace', modifiers))).toBeNull();
    });

    it.each(['é', 'É', 'ß', 'ſ', '\u212A', 'ı', 'ñ', 'я', 'α'])('ignores the non-latin letter %s', (key) => {
      expect(keyCommand(press(key))).toBeNull();
    });

    it.each(['0', '5', '9', ' ', '-', "'", ''])('ignores %j', (key) => {
      expect(keyCommand(press(key))).toBeNull();
    });

    it.each(['Shift', 'Tab', 'Dead', 'Escape', 'Delete', 'ArrowLeft', 'CapsLock', 'F1', 'Unidentified', 'ab'])(
      'ignores the %s key',
      (key) => {
        expect(keyCommand(press(key))).toBeNull();
      },
    );
  });
});
