import { readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluateGuess } from '@hexle/contract/game';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditAccessibility } from './support/axe.js';
import { PHONE } from './support/browser.js';
import { browserSession } from './support/browser-session.js';
import { dialog, playRow, row, typeWord } from './support/game-page.js';
import { TODAYS_WORD } from './support/stack-settings.js';

const session = browserSession();

const SIDEWAYS = { width: PHONE.height, height: PHONE.width };

/** Each layout as Settings names it, and the letters of its rows. */
const LAYOUTS = [
  { value: 'qwerty', rows: ['QWERTYUIOP', 'ASDFGHJKL', 'ZXCVBNM'] },
  { value: 'azerty', rows: ['AZERTYUIOP', 'QSDFGHJKLM', 'WXCVBN'] },
  { value: 'qwertz', rows: ['QWERTZUIOP', 'ASDFGHJKL', 'YXCVBNM'] },
  { value: 'dvorak', rows: ['PYFGCRL', 'AOEUIDHTNS', 'QJKXBMWVZ'] },
  { value: 'colemak', rows: ['QWFPGJLUY', 'ARSTDHNEIO', 'ZXCVBKM'] },
] as const;

/** The on-screen keys, row by row, as their data-key attributes name them. */
function keyRows(page: Page): Promise<string[][]> {
  return page
    .locator('.keyboard-row')
    .evaluateAll((rows) => rows.map((el) => [...el.querySelectorAll('button')].map((key) => key.dataset.key ?? '')));
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await dialog(page, 'Settings').waitFor();
  return dialog(page, 'Settings');
}

async function closeSettings(page: Page) {
  await page.keyboard.press('Escape');
  await dialog(page, 'Settings').waitFor({ state: 'detached' });
}

/** The requests the page made whose address contains `part`. */
function requestsFor(page: Page, part: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part)) seen.push(request.url());
  });
  return seen;
}

const PUBLIC_LIST = readFileSync(path.join(import.meta.dirname, '../../prisma/words/valid-guesses.txt'), 'utf8')
  .split('\n')
  .filter((word) => word !== '');

/** The words of the public list that colour every guess as `answer` does: what the page must count. */
const fitting = (guesses: string[], answer: string) =>
  PUBLIC_LIST.filter((word) =>
    guesses.every((guess) => evaluateGuess(guess, word).join() === evaluateGuess(guess, answer).join()),
  ).length;

const countText = (count: number) => `${count.toLocaleString('en-US')} possible ${count === 1 ? 'word' : 'words'} left`;

describe('keyboard layouts', () => {
  it('QWERTY by default with no layout fetched; each layout from Settings, kept on reload, tapped keys type their letters, physical keys unchanged', async () => {
    const { page } = await session.player({ viewport: PHONE, open: false });
    const layoutChunk = requestsFor(page, 'keyboard-layouts');
    await page.goto('/');
    await row(page, 1).waitFor();
    expect(await keyRows(page)).toEqual([[...'QWERTYUIOP'], [...'ASDFGHJKL'], ['ENTER', ...'ZXCVBNM', 'BACKSPACE']]);
    await typeWord(page, 'p');
    expect(layoutChunk).toEqual([]);

    for (const { value, rows } of LAYOUTS) {
      const settings = await openSettings(page);
      await settings.getByRole('combobox', { name: 'Keyboard Layout' }).selectOption(value);
      await closeSettings(page);
      await expect.poll(() => keyRows(page)).toEqual([[...rows[0]], [...rows[1]], ['ENTER', ...rows[2], 'BACKSPACE']]);
    }
    expect(layoutChunk.length).toBeGreaterThan(0);
    const chosen = await openSettings(page);
    await chosen.getByRole('combobox', { name: 'Keyboard Layout' }).selectOption('dvorak');
    await closeSettings(page);

    // Dvorak is kept: after a reload the keys are Dvorak's again.
    await page.reload();
    await row(page, 1).waitFor();
    await expect
      .poll(() => keyRows(page))
      .toEqual([[...'PYFGCRL'], [...'AOEUIDHTNS'], ['ENTER', ...'QJKXBMWVZ', 'BACKSPACE']]);

    // A tapped on-screen key types its own letter; a physical key types its own (the first key of
    // Dvorak's top row is P, the physical Q key still types Q).
    const first = page.locator('.keyboard-row').first().locator('button').first();
    await first.click();
    await typeWord(page, 'q');
    await expect.poll(() => row(page, 1).textContent()).toBe('PQ');

    // Enter on the right: Backspace takes its place at the left.
    const settings = await openSettings(page);
    await settings.getByRole('switch', { name: 'Enter on the Right' }).click();
    await closeSettings(page);
    expect((await keyRows(page))[2]).toEqual(['BACKSPACE', ...'QJKXBMWVZ', 'ENTER']);
    await page.locator('.keyboard [data-key="BACKSPACE"]').click();
    await expect.poll(() => row(page, 1).textContent()).toBe('P');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('hexle.settings') ?? 'null') as unknown);
    expect(stored).toMatchObject({ layout: 'dvorak', enterRight: true, possibleCount: false });
  });
});

describe('possible words left', () => {
  it('is off by default and fetches no word list; on, it counts the public list after each guess and again after a reload', async () => {
    const { page } = await session.player({ viewport: PHONE, open: false });
    const wordList = requestsFor(page, 'valid-guesses');
    await page.goto('/');
    await row(page, 1).waitFor();
    await playRow(page, 1, 'STREAM', STREAM_COLOURS);
    expect(await page.locator('.possible-count').count()).toBe(0);
    expect(wordList).toEqual([]);

    const settings = await openSettings(page);
    const toggle = settings.getByRole('switch', { name: 'Possible Words Left' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await closeSettings(page);

    const count = page.getByTestId('possible-count');
    expect(await count.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => count.textContent()).toBe(countText(fitting(['STREAM'], TODAYS_WORD)));
    expect(wordList).toHaveLength(1);

    await playRow(page, 2, 'LANCET', LANCET_COLOURS);
    await expect.poll(() => count.textContent()).toBe(countText(fitting(['STREAM', 'LANCET'], TODAYS_WORD)));

    await page.reload();
    await row(page, 1).waitFor();
    await expect
      .poll(() => page.getByTestId('possible-count').textContent())
      .toBe(countText(fitting(['STREAM', 'LANCET'], TODAYS_WORD)));

    // Off again: the count goes.
    const again = await openSettings(page);
    await again.getByRole('switch', { name: 'Possible Words Left' }).click();
    await closeSettings(page);
    expect(await page.locator('.possible-count').count()).toBe(0);
  });
});

const STREAM_COLOURS = evaluateGuess('STREAM', TODAYS_WORD);
const LANCET_COLOURS = evaluateGuess('LANCET', TODAYS_WORD);

describe('accessibility with every layout and the count on', () => {
  for (const [name, viewport] of [
    ['upright', PHONE],
    ['sideways', SIDEWAYS],
  ] as const) {
    it(`is clean on a phone held ${name}, the count showing and the board, keys and count inside the screen`, async () => {
      const { page } = await session.player({ viewport });
      await page.evaluate(() =>
        localStorage.setItem(
          'hexle.settings',
          JSON.stringify({
            hardMode: false,
            highContrast: false,
            layout: 'qwerty',
            enterRight: true,
            possibleCount: true,
          }),
        ),
      );
      await page.reload();
      await row(page, 1).waitFor();
      await playRow(page, 1, 'STREAM', STREAM_COLOURS);
      await expect.poll(() => page.getByTestId('possible-count').textContent()).toMatch(/possible words? left$/);
      for (const { value, rows } of LAYOUTS) {
        const settings = await openSettings(page);
        await settings.getByRole('combobox', { name: 'Keyboard Layout' }).selectOption(value);
        expect(await auditAccessibility(page), `Settings, ${value}, ${name}`).toEqual([]);
        await closeSettings(page);
        await expect.poll(async () => (await keyRows(page))[1]).toEqual([...rows[1]]);
        expect(await auditAccessibility(page), `the game, ${value}, ${name}`).toEqual([]);
        // Every key, the count and the board's rows are on screen, none outside it.
        const outside = await page.evaluate(
          () =>
            [...document.querySelectorAll('.key, .possible-count, .row')]
              .map((el) => el.getBoundingClientRect())
              .filter(
                (box) => box.left < 0 || box.top < 0 || box.right > innerWidth + 0.5 || box.bottom > innerHeight + 0.5,
              ).length,
        );
        expect(outside, `${value}, ${name}`).toBe(0);
      }
    });
  }
});

describe('moving to another device', () => {
  it("carries the layout, Enter's side and the count with a transfer code", async () => {
    const { page: old } = await session.player({ viewport: PHONE });
    const settings = await openSettings(old);
    await settings.getByRole('combobox', { name: 'Keyboard Layout' }).selectOption('azerty');
    await closeSettings(old);
    await old.evaluate(() => {
      const kept = JSON.parse(localStorage.getItem('hexle.settings') ?? '{}') as object;
      localStorage.setItem('hexle.settings', JSON.stringify({ ...kept, enterRight: true, possibleCount: true }));
    });
    await old.reload();
    await row(old, 1).waitFor();
    await playRow(old, 1, 'STREAM', STREAM_COLOURS);
    await old.getByTestId('possible-count').waitFor();
    await old.getByRole('button', { name: 'Statistics', exact: true }).click();
    await dialog(old, 'Statistics').getByRole('button', { name: 'Move to another device' }).click();
    const move = dialog(old, 'Move to another device');
    await move.getByRole('button', { name: 'Make a transfer code' }).click();
    const code = (await move.locator('.transfer-code').textContent()) ?? '';

    const { page: fresh } = await session.player({ viewport: PHONE });
    expect(await keyRows(fresh)).toEqual([[...'QWERTYUIOP'], [...'ASDFGHJKL'], ['ENTER', ...'ZXCVBNM', 'BACKSPACE']]);
    await fresh.getByRole('button', { name: 'Statistics', exact: true }).click();
    await dialog(fresh, 'Statistics').getByRole('button', { name: 'Move to another device' }).click();
    const receive = dialog(fresh, 'Move to another device');
    await receive.getByLabel('Transfer code from the other device').fill(code);
    await receive.getByRole('button', { name: 'Check code' }).click();
    await receive.getByText('Replacing this device').waitFor();
    const reloaded = fresh.waitForEvent('load');
    await receive.getByRole('button', { name: "Replace this device's record" }).click();
    await reloaded;
    await row(fresh, 1).waitFor();
    // AZERTY, Enter on the right, and the count of the game in progress, as on the old device.
    await expect
      .poll(() => keyRows(fresh))
      .toEqual([[...'AZERTYUIOP'], [...'QSDFGHJKLM'], ['BACKSPACE', ...'WXCVBN', 'ENTER']]);
    await expect
      .poll(() => fresh.getByTestId('possible-count').textContent())
      .toBe(await old.getByTestId('possible-count').textContent());
    const moved = await openSettings(fresh);
    expect(await moved.getByRole('combobox', { name: 'Keyboard Layout' }).inputValue()).toBe('azerty');
  });
});
