import { afterEach, describe, expect, it } from 'vitest';
import { HELP_CLOSED_EVENT, stopRecordingKeyButtons, takeEarlyInput } from './early-input';
import { isFirstVisit } from '../rules/first-visit';
import { earlyRow, paintEarlyRow } from './head/early-row';
import { recordEarlyInput } from './head/record-early-input';
import { forgetEarlyInput, typeKey } from '../../test/support/early-input';

const letter = (name: string) => ({ type: 'letter', letter: name }) as const;
const ENTER = { type: 'enter' } as const;
const BACKSPACE = { type: 'backspace' } as const;

describe('earlyRow', () => {
  it.each([
    ['letters in order', [letter('S'), letter('T')], 'ST'],
    ['erasing', [letter('S'), letter('T'), BACKSPACE, letter('R')], 'SR'],
    ['erasing an empty row', [BACKSPACE, letter('A')], 'A'],
    ['six letters at most', [...'STRIPES'].map(letter), 'STRIPE'],
    ['nothing after the first Enter, which waits for the day', [letter('S'), ENTER, letter('T')], 'S'],
  ])('%s', (_, commands, row) => {
    expect(earlyRow(commands)).toBe(row);
  });
});

describe('paintEarlyRow', () => {
  const drawn = () =>
    [1, 2, 3, 4, 5, 6].map((position) => document.documentElement.style.getPropertyValue(`--early-${position}`));
  afterEach(() => document.documentElement.removeAttribute('style'));

  it('keeps the letters on <html>, one property a tile, whether a board is on the page yet or not', () => {
    document.body.innerHTML = '';
    paintEarlyRow('ST');
    expect(drawn()).toEqual(['"S"', '"T"', '', '', '', '']);
    paintEarlyRow('S');
    expect(drawn()).toEqual(['"S"', '', '', '', '', '']);
  });

  it("never touches the board's tiles: React takes them over as they were prerendered", () => {
    const row = '<div class="row">' + '<div class="tile"></div>'.repeat(6) + '</div>';
    document.body.innerHTML = `<div id="root"><div class="board">${row}</div></div>`;
    const before = document.body.innerHTML;
    paintEarlyRow('STRIPE');
    expect(document.body.innerHTML).toBe(before);
  });
});

describe('the head script recording early input', () => {
  afterEach(forgetEarlyInput);

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
    expect(takeEarlyInput()).toEqual([letter('A'), letter('Q'), ENTER]);
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
    expect(takeEarlyInput()).toEqual([letter('Z')]);
  });

  it('keeps at most as many inputs as it is given', () => {
    start(3);
    for (const letter of 'abcdef') typeKey(letter);
    expect(takeEarlyInput()).toEqual([letter('A'), letter('B'), letter('C')]);
  });

  it('records no key while the prerendered How To Play is on screen, and every key after it is closed', () => {
    document.body.innerHTML = PRERENDERED_HELP;
    start();
    typeKey('a');
    typeKey('Escape');
    typeKey('b');
    expect(takeEarlyInput()).toEqual([letter('B')]);
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

  it('records only what means something to the game, and draws the row at once, before any board is on the page', () => {
    start();
    for (const name of ['1', 's', 'Shift', 't', 'Backspace', 'r']) typeKey(name);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'i', ctrlKey: true, bubbles: true }));
    const style = document.documentElement.style;
    expect([1, 2, 3].map((position) => style.getPropertyValue(`--early-${position}`))).toEqual(['"S"', '"R"', '']);
    expect(takeEarlyInput()).toEqual([letter('S'), letter('T'), BACKSPACE, letter('R')]);
  });

  it('hands over nothing on a page without the head script', () => {
    expect(takeEarlyInput()).toEqual([]);
  });
});
