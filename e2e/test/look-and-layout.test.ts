import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openGame, PHONE } from './support/browser.js';
import { browserSession } from './support/browser-session.js';
import { ALL_CORRECT, dialog, messageText, playRow, tiles } from './support/game-page.js';

const session = browserSession();

const STREAM: ('correct' | 'present' | 'absent')[] = ['absent', 'present', 'absent', 'present', 'present', 'absent'];

/** Whether the element under `selector` shows a focus ring (`:focus-visible` with an outline). */
async function focusRing(page: Page): Promise<{ focusVisible: boolean; outline: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { focusVisible: false, outline: 'no focus' };
    return { focusVisible: element.matches(':focus-visible'), outline: getComputedStyle(element).outlineStyle };
  });
}

describe('a phone held sideways', () => {
  it.each([
    { name: 'phone', viewport: { width: PHONE.height, height: PHONE.width } },
    { name: 'small tablet', viewport: { width: 960, height: 600 } },
  ])('($name) keeps tiles readable and every key on screen', async ({ viewport }) => {
    const { page } = await session.player({ viewport });
    await playRow(page, 1, 'STREAM', STREAM);
    const tile = await tiles(page, 1).first().boundingBox();
    expect(tile?.height).toBeGreaterThanOrEqual(32);
    const letter = await tiles(page, 1)
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(letter).toBeGreaterThanOrEqual(18);
    const keys = await page
      .getByRole('group', { name: 'Keyboard' })
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect));
    expect(keys).toHaveLength(28);
    for (const key of keys) {
      expect(key.top).toBeGreaterThanOrEqual(0);
      expect(key.bottom).toBeLessThanOrEqual(viewport.height);
      expect(key.height).toBeGreaterThanOrEqual(32);
      expect(key.width).toBeGreaterThanOrEqual(24);
    }
    // Nothing needs scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(viewport.height);
  });
});

describe('focus rings', () => {
  it('are not shown when a dialog is opened with the mouse', async () => {
    const { page } = await session.player();
    await page.getByRole('button', { name: 'How to play' }).click();
    await dialog(page, 'How To Play').waitFor();
    await expect.poll(async () => (await focusRing(page)).focusVisible).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');
    await page.mouse.click(5, 5);
    await dialog(page, 'How To Play').waitFor({ state: 'detached' });
    expect((await focusRing(page)).focusVisible).toBe(false);
  });

  it('are shown when a dialog is opened from the keyboard', async () => {
    const { page } = await session.player();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await dialog(page, 'How To Play').waitFor();
    await expect.poll(() => focusRing(page)).toEqual({ focusVisible: true, outline: 'solid' });
  });

  it('are shown when a dialog is opened from the keyboard before its chunk has arrived', async () => {
    const { page } = await session.player({ open: false });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(HowToPlayDialog|Dialog)-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openGame(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    release();
    await dialog(page, 'How To Play').waitFor();
    await expect.poll(() => focusRing(page)).toEqual({ focusVisible: true, outline: 'solid' });
  });
});

describe('the statistics figures', () => {
  it('show each number above its label, the numbers in a line and the labels in a line', async () => {
    const { page } = await session.player();
    await page.getByRole('button', { name: 'Statistics' }).click();
    await expect.poll(() => dialog(page, 'Statistics').locator('.figure').count()).toBe(4);
    const figures = await dialog(page, 'Statistics')
      .locator('.figure')
      .evaluateAll((elements) =>
        elements.map((el) => {
          const number = el.querySelector('dd')?.getBoundingClientRect();
          const label = el.querySelector('dt')?.getBoundingClientRect();
          const lines = label
            ? Math.round(label.height / parseFloat(getComputedStyle(el.querySelector('dt')!).lineHeight))
            : 0;
          return { numberTop: number?.top ?? 0, numberBottom: number?.bottom ?? 0, labelTop: label?.top ?? 0, lines };
        }),
      );
    expect(figures).toHaveLength(4);
    for (const figure of figures) expect(figure.numberBottom).toBeLessThanOrEqual(figure.labelTop);
    expect(new Set(figures.map((f) => Math.round(f.numberTop))).size).toBe(1);
    expect(new Set(figures.map((f) => Math.round(f.labelTop))).size).toBe(1);
    // Two-word labels break between their words, never inside one.
    for (const figure of figures) expect(figure.lines).toBeLessThanOrEqual(2);
  });
});

describe('after the game', () => {
  it('keeps the key colours crisp and the word for the win shows', async () => {
    const { page } = await session.player();
    await playRow(page, 1, 'STREAM', STREAM);
    await playRow(page, 2, 'PLANET', ALL_CORRECT);
    await expect.poll(() => messageText(page)).toBe('Brilliant');
    const key = page.getByRole('button', { name: 'P, correct' });
    expect(await key.isDisabled()).toBe(true);
    const look = await key.evaluate((el) => ({
      opacity: getComputedStyle(el).opacity,
      background: getComputedStyle(el).backgroundColor,
    }));
    const tile = await tiles(page, 2)
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(look).toEqual({ opacity: '1', background: tile });
  });

  it('moves nothing as rows fill, the game ends and the statistics open with their ad slot (CLS 0)', async () => {
    const { page } = await session.player({ viewport: PHONE });
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await playRow(page, 1, 'STREAM', STREAM);
    await playRow(page, 2, 'PLANET', ALL_CORRECT);
    await dialog(page, 'Statistics').getByRole('complementary', { name: 'From the makers of the game' }).waitFor();
    await page.waitForTimeout(500);
    const total = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(total).toBe(0);
  });

  it('counts down to the next puzzle in the statistics', async () => {
    const { page } = await session.player();
    await playRow(page, 1, 'PLANET', ALL_CORRECT);
    const timer = dialog(page, 'Statistics').getByRole('timer', { name: 'Next Hexle' });
    await timer.waitFor();
    const first = await timer.textContent();
    expect(first).toMatch(/^\d\d:\d\d:\d\d$/);
    await expect.poll(() => timer.textContent(), { timeout: 3000 }).not.toBe(first);
  });
});

describe('a first visit', () => {
  it('opens How To Play by itself, and a reload does not', async () => {
    const { page } = await session.player({ firstVisit: true, open: false });
    await page.goto('/');
    await dialog(page, 'How To Play').waitFor();
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    await page.waitForTimeout(300);
    expect(await dialog(page, 'How To Play').count()).toBe(0);
  });
});

describe('high contrast', () => {
  it('turns correct tiles orange and present ones blue, and stays after a reload', async () => {
    const { page } = await session.player();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('switch', { name: 'High Contrast Mode' }).click();
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.palette)).toBe('high-contrast');
    await playRow(page, 1, 'LANCET', ['present', 'present', 'present', 'absent', 'correct', 'correct']);
    const colours = await tiles(page, 1).evaluateAll(async (elements) => {
      await Promise.all(elements.flatMap((el) => el.getAnimations().map((animation) => animation.finished)));
      return elements.map((el) => getComputedStyle(el).backgroundColor);
    });
    const blue = 'rgb(58, 114, 200)';
    const orange = 'rgb(196, 80, 14)';
    expect(colours).toEqual([blue, blue, blue, 'rgb(107, 107, 110)', orange, orange]);
  });
});
