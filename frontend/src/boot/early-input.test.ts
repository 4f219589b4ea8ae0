import { afterEach, describe, expect, it } from 'vitest';
import {
  EARLY_INPUT_GLOBAL,
  earlyCommands,
  HELP_CLOSED_EVENT,
  stopRecordingKeyButtons,
  takeEarlyInput,
  type EarlyInput,
} from './early-input';
import { isFirstVisit } from '../rules/first-visit';
import { recordEarlyInput } from './head/record-early-input';

const key = (name: string, overrides: Partial<EarlyInput> = {}): EarlyInput => ({
  key: name,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  ...overrides,
});
/** An on-screen key: its name alone. */
const button = (name: string): EarlyInput => ({ key: name });

describe('earlyCommands', () => {
  it.each<[string, EarlyInput[], ReturnType<typeof earlyCommands>]>([
    [
      'letters from keys and buttons, in order',
      [key('s'), button('T'), key('Enter')],
      [{ type: 'letter', letter: 'S' }, { type: 'letter', letter: 'T' }, { type: 'enter' }],
    ],
    [
      'backspace from either',
      [key('Backspace'), button('BACKSPACE'), button('ENTER')],
      [{ type: 'backspace' }, { type: 'backspace' }, { type: 'enter' }],
    ],
    [
      'keys that mean nothing to the game',
      [key('1'), key('a', { ctrlKey: true }), key('b', { repeat: true }), button('?')],
      [],
    ],
  ])('%s', (_, inputs, expected) => {
    expect(earlyCommands(inputs)).toEqual(expected);
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

  const start = (most = 64) => recordEarlyInput(most);
  const PRERENDERED_HELP =
    '<div data-prerendered-dialog="help"><div class="overlay"><button>Close</button></div></div>';
  const announcedCloses = () => {
    const closes: Event[] = [];
    document.addEventListener(HELP_CLOSED_EVENT, (event) => closes.push(event));
    return closes;
  };

  it('hands over keys and on-screen keys in order', () => {
    document.body.innerHTML =
      '<div class="keyboard"><button data-key="Q">Q</button><button data-key="ENTER">Enter</button></div>';
    start();
    typeKey('a');
    document.querySelector<HTMLElement>('[data-key="Q"]')?.click();
    typeKey('Enter');
    expect(takeEarlyInput()).toEqual([
      expect.objectContaining({ key: 'a' }),
      { key: 'Q' },
      expect.objectContaining({ key: 'Enter' }),
    ]);
    // Taken means stopped: nothing more is recorded.
    typeKey('b');
    document.querySelector<HTMLElement>('[data-key="Q"]')?.click();
    expect(takeEarlyInput()).toEqual([]);
  });

  it('leaves on-screen keys to React once it listens, but still records keys', () => {
    document.body.innerHTML = '<button data-key="Q">Q</button>';
    start();
    stopRecordingKeyButtons();
    document.querySelector<HTMLElement>('[data-key="Q"]')?.click();
    typeKey('z');
    expect(takeEarlyInput()).toEqual([expect.objectContaining({ key: 'z' })]);
  });

  it('keeps at most as many inputs as it is given', () => {
    start(3);
    for (const letter of 'abcdef') typeKey(letter);
    expect(takeEarlyInput().map((input) => input.key)).toEqual(['a', 'b', 'c']);
  });

  it('records no key while the prerendered How To Play is on screen, and every key after it is closed', () => {
    document.body.innerHTML = PRERENDERED_HELP;
    start();
    typeKey('a');
    typeKey('Escape');
    typeKey('b');
    expect(takeEarlyInput()).toEqual([expect.objectContaining({ key: 'b' })]);
  });

  it('closes the prerendered How To Play at once, for good, and tells the app', () => {
    document.body.innerHTML = PRERENDERED_HELP;
    const closes = announcedCloses();
    start();
    document.querySelector<HTMLElement>('.overlay')?.click();
    expect(document.documentElement.dataset.help).toBe('skipped');
    expect(isFirstVisit(window.localStorage)).toBe(false);
    expect(closes).toHaveLength(1);
    // Closed once: a second Escape announces nothing.
    typeKey('Escape');
    expect(closes).toHaveLength(1);
  });

  it('still closes the prerendered How To Play after the app has taken the keys', () => {
    document.body.innerHTML = PRERENDERED_HELP;
    const closes = announcedCloses();
    start();
    takeEarlyInput();
    typeKey('Escape');
    expect(document.documentElement.dataset.help).toBe('skipped');
    expect(closes).toHaveLength(1);
  });

  it('marks no welcome for an Escape when no How To Play is shown', () => {
    const closes = announcedCloses();
    start();
    typeKey('Escape');
    expect(isFirstVisit(window.localStorage)).toBe(true);
    expect(closes).toHaveLength(0);
  });

  it('hands over nothing on a page without the head script', () => {
    expect(takeEarlyInput()).toEqual([]);
  });
});
