import { afterEach, describe, expect, it } from 'vitest';
import {
  EARLY_INPUT_GLOBAL,
  earlyCommands,
  stopRecordingKeyButtons,
  takeEarlyInput,
  type EarlyInput,
} from './early-input';
import { isFirstVisit } from '../lib/first-visit';
import { STORAGE_KEYS } from '../lib/storage';
import { recordEarlyInput, recordEarlyInputSource } from './early-input-recorder';

const key = (name: string, overrides: Partial<EarlyInput & { type: 'key' }> = {}): EarlyInput => ({
  type: 'key',
  key: name,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  ...overrides,
});
const button = (name: string): EarlyInput => ({ type: 'button', key: name });
const CLOSE: EarlyInput = { type: 'close-help' };

describe('earlyCommands', () => {
  it.each<[string, EarlyInput[], boolean, ReturnType<typeof earlyCommands>]>([
    [
      'letters from keys and buttons, in order',
      [key('s'), button('T'), key('Enter')],
      false,
      [{ type: 'letter', letter: 'S' }, { type: 'letter', letter: 'T' }, { type: 'enter' }],
    ],
    [
      'backspace from either',
      [key('Backspace'), button('BACKSPACE'), button('ENTER')],
      false,
      [{ type: 'backspace' }, { type: 'backspace' }, { type: 'enter' }],
    ],
    [
      'keys that mean nothing to the game',
      [key('1'), key('a', { ctrlKey: true }), key('b', { repeat: true }), button('?')],
      false,
      [],
    ],
    ['keys typed while How To Play was open', [key('a'), button('B')], true, []],
    [
      'closing How To Play, then typing',
      [key('a'), CLOSE, key('b')],
      true,
      [{ type: 'close-help' }, { type: 'letter', letter: 'B' }],
    ],
    ['Escape without How To Play open', [CLOSE, key('c')], false, [{ type: 'letter', letter: 'C' }]],
  ])('%s', (_, inputs, helpOpen, expected) => {
    expect(earlyCommands(inputs, helpOpen)).toEqual(expected);
  });
});

describe('the head script recording early input', () => {
  afterEach(() => {
    takeEarlyInput();
    Reflect.deleteProperty(window, EARLY_INPUT_GLOBAL);
    document.body.innerHTML = '';
    delete document.documentElement.dataset.help;
    window.localStorage.clear();
  });

  const typeKey = (name: string) => document.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));

  it('runs from its own source, and hands over keys, on-screen keys and a close of the prerendered help', () => {
    document.body.innerHTML =
      '<div data-prerendered-dialog="help"><div class="overlay"><button>Close</button></div></div>' +
      '<div class="keyboard"><button data-key="Q">Q</button><button data-key="ENTER">Enter</button></div>';
    // The very text the build puts in the page's head, run as the page runs it.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
    new Function(recordEarlyInputSource())();
    typeKey('a');
    document.querySelector<HTMLElement>('[data-key="Q"]')?.click();
    document.querySelector<HTMLElement>('[data-prerendered-dialog] button')?.click();
    typeKey('Escape');
    expect(takeEarlyInput()).toEqual([
      expect.objectContaining({ type: 'key', key: 'a' }),
      { type: 'button', key: 'Q' },
      { type: 'close-help' },
      { type: 'close-help' },
    ]);
    // Taken means stopped: nothing more is recorded.
    typeKey('b');
    expect(takeEarlyInput()).toEqual([]);
  });

  it('leaves on-screen keys to React once it listens, but still records keys', () => {
    document.body.innerHTML = '<button data-key="Q">Q</button>';
    recordEarlyInput(EARLY_INPUT_GLOBAL, 64, STORAGE_KEYS.welcomed);
    stopRecordingKeyButtons();
    document.querySelector<HTMLElement>('[data-key="Q"]')?.click();
    typeKey('z');
    expect(takeEarlyInput()).toEqual([expect.objectContaining({ type: 'key', key: 'z' })]);
  });

  it('keeps at most as many inputs as it is given', () => {
    recordEarlyInput(EARLY_INPUT_GLOBAL, 3, STORAGE_KEYS.welcomed);
    for (const letter of 'abcdef') typeKey(letter);
    expect(takeEarlyInput().map((input) => (input.type === 'key' ? input.key : ''))).toEqual(['a', 'b', 'c']);
  });

  it('closes the prerendered How To Play at once, for good, and tells the app', () => {
    document.body.innerHTML =
      '<div data-prerendered-dialog="help"><div class="overlay"><button>Close</button></div></div>';
    recordEarlyInput(EARLY_INPUT_GLOBAL, 64, STORAGE_KEYS.welcomed);
    document.querySelector<HTMLElement>('.overlay')?.click();
    expect(document.documentElement.dataset.help).toBe('skipped');
    expect(isFirstVisit(window.localStorage)).toBe(false);
    expect(takeEarlyInput()).toEqual([{ type: 'close-help' }]);
  });

  it('marks no welcome for an Escape when no How To Play is shown', () => {
    recordEarlyInput(EARLY_INPUT_GLOBAL, 64, STORAGE_KEYS.welcomed);
    typeKey('Escape');
    expect(isFirstVisit(window.localStorage)).toBe(true);
    expect(takeEarlyInput()).toEqual([{ type: 'close-help' }]);
  });

  it('hands over nothing on a page without the head script', () => {
    expect(takeEarlyInput()).toEqual([]);
  });
});
