import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export type LetterResult = 'correct' | 'present' | 'absent';

export const ALL_CORRECT: LetterResult[] = Array<LetterResult>(6).fill('correct');

export const row = (page: Page, index: number): Locator => page.getByRole('group', { name: `Row ${index}` });

export const tiles = (page: Page, rowIndex: number): Locator => row(page, rowIndex).getByRole('img');

export const message = (page: Page): Locator => page.locator('.message-line');

/** The words the tiles of a row show, and the results they announce. */
export async function rowState(page: Page, rowIndex: number): Promise<string[]> {
  return tiles(page, rowIndex).evaluateAll((elements) => elements.map((el) => el.getAttribute('aria-label') ?? ''));
}

/** Waits until every tile of a row shows its colour: the row has been judged and turned. */
export async function waitForRowRevealed(page: Page, rowIndex: number): Promise<void> {
  await expect
    .poll(async () => (await rowState(page, rowIndex)).every((label) => /(correct|present|absent)$/.test(label)), {
      timeout: 10_000,
    })
    .toBe(true);
}

/** Types a word on the physical keyboard. */
export async function typeWord(page: Page, word: string): Promise<void> {
  await page.keyboard.type(word.toLowerCase());
}

/** Types a word and presses Enter, then waits for the server's evaluation to arrive. */
export async function submitGuess(page: Page, word: string): Promise<void> {
  await typeWord(page, word);
  const checked = page.waitForResponse((response) => /\/check-guess$/.test(new URL(response.url()).pathname), {
    timeout: 15_000,
  });
  await page.keyboard.press('Enter');
  await checked.catch(async (error: unknown) => {
    const shown = await message(page).textContent();
    throw new Error(`${word} was not checked (message line: "${shown ?? ''}")`, { cause: error });
  });
}

/** Waits until the row announces its results, i.e. its reveal has ended. */
export async function expectRowResults(page: Page, rowIndex: number, word: string, results: LetterResult[]) {
  const ordinals = ['1st', '2nd', '3rd', '4th', '5th', '6th'];
  const expected = results.map((result, i) => `${ordinals[i]} letter, ${word[i]}, ${result}`);
  await expect.poll(() => rowState(page, rowIndex), { timeout: 10_000 }).toEqual(expected);
}

/** Plays a word and waits for its reveal to end, with the clock running on its own. */
export async function playRow(page: Page, rowIndex: number, word: string, results: LetterResult[]) {
  await submitGuess(page, word);
  await expectRowResults(page, rowIndex, word, results);
}

export async function messageText(page: Page): Promise<string> {
  return (await message(page).textContent())?.trim() ?? '';
}

/** The dialog currently open, by its accessible name. */
export const dialog = (page: Page, name: string): Locator => page.getByRole('dialog', { name });

/**
 * Waits until the app, having taken the page over, has rendered a first visitor's How To Play,
 * which is the prerendered copy: the app has put focus on the copy's Close button (the copy alone
 * takes no focus).
 */
export async function waitForHelpAdopted(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const focused = document.activeElement;
          return (
            focused?.getAttribute('aria-label') === 'Close' && focused.closest('[data-prerendered-dialog]') !== null
          );
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** Message rounds `settle` waits: React runs a render and then its effects, a task each. */
const SETTLE_ROUNDS = 5;

/**
 * Resolves once the page has run the effects of what it last rendered (they start its timers),
 * also while its clock is paused. React's scheduler runs renders and effects in message tasks,
 * which Playwright's clock does not hold, and a paused clock never makes it yield: work queued
 * before these rounds of messages has run when they come back. Page tasks, not real time.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async (rounds) => {
    for (let round = 0; round < rounds; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  }, SETTLE_ROUNDS);
}

/**
 * Resolves once the page has drawn its answer to the input so far: the next frame, then a task.
 * What a key or a press changes is rendered by then; what has not changed is waiting on something.
 */
export async function afterNextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Waits until the row's tiles have started to flip: the evaluation has reached the page. */
export async function waitForFlip(page: Page, rowIndex: number): Promise<void> {
  await row(page, rowIndex).locator('.tile.flip').first().waitFor();
  await settle(page);
}

/** The Statistics dialog's figures, by label. */
export async function statisticsFigures(page: Page): Promise<Record<string, string>> {
  // The dialog's chunk may still be on its way (it is fetched from the player's first key or press).
  const figureList = dialog(page, 'Statistics').locator('.figure');
  await figureList.first().waitFor();
  const figures = await figureList.evaluateAll((elements) =>
    elements.map((el): [string, string] => [
      el.querySelector('dt')?.textContent ?? '',
      el.querySelector('dd')?.textContent ?? '',
    ]),
  );
  return Object.fromEntries(figures);
}

/** Background colours of a row's tiles once their flip animations have finished. */
export async function tileColours(page: Page, rowIndex: number): Promise<string[]> {
  return tiles(page, rowIndex).evaluateAll(async (elements) => {
    await Promise.all(elements.flatMap((el) => el.getAnimations().map((animation) => animation.finished)));
    return elements.map((el) => getComputedStyle(el).backgroundColor);
  });
}

/** Stops the page's clock a moment ahead of its current time: from here only runFor moves it. */
export async function pauseClock(page: Page): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1000);
}
