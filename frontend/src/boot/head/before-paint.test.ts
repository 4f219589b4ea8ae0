import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../platform/storage';
import { prepareBeforePaint } from './before-paint';

const root = document.documentElement;

describe('the head script before the first paint', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
    for (const name of ['theme', 'palette', 'help', 'earlyRow']) delete root.dataset[name];
  });

  it('draws early letters on the board of a player it knows nothing about', () => {
    prepareBeforePaint();
    expect(root.dataset.earlyRow).toBeUndefined();
  });

  it('draws them too for a player whose saved game has no guess yet', () => {
    window.localStorage.setItem(STORAGE_KEYS.gameState, JSON.stringify({ guesses: [] }));
    prepareBeforePaint();
    expect(root.dataset.earlyRow).toBeUndefined();
  });

  it.each([
    ['a saved game with guesses', () => localStorage.setItem(STORAGE_KEYS.gameState, '{"guesses":["STRIPE"]}')],
    ['an archive link', () => window.history.replaceState(null, '', '/?game=3')],
    ['a challenge link', () => window.history.replaceState(null, '', '/?challenge=AAAAAAAAAAAAAAAAAAAAAA')],
    ['the practice link', () => window.history.replaceState(null, '', '/?practice')],
  ])('draws none over %s: the letters go to another board or row', (_, arrange) => {
    arrange();
    prepareBeforePaint();
    expect(root.dataset.earlyRow).toBe('off');
  });

  it.each(['/?transfer=7KQ2M-9XH4B', '/?league=abcdefghijklmnop'])(
    'never shows a first visitor following %s the prerendered How To Play: that link opens a dialog of its own',
    (address) => {
      window.history.replaceState(null, '', address);
      prepareBeforePaint();
      expect(root.dataset.help).toBe('skipped');
    },
  );

  it('shows it to a first visitor on the plain address', () => {
    prepareBeforePaint();
    expect(root.dataset.help).toBeUndefined();
  });

  it('reads any stored settings without failing, and only `highContrast: true` turns the palette', () => {
    for (const [stored, palette] of [
      ['{"highContrast":true}', 'high-contrast'],
      ['{"highContrast":"yes"}', 'standard'],
      ['7', 'standard'],
      ['not json', 'standard'],
    ]) {
      window.localStorage.setItem(STORAGE_KEYS.settings, stored ?? '');
      prepareBeforePaint();
      expect(root.dataset.palette, stored).toBe(palette);
    }
  });
});
