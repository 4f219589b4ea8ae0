import { describe, expect, inject, it } from 'vitest';
import { browserSession } from './support/browser-session.js';
import {
  ALL_CORRECT,
  dialog,
  expectRowResults,
  messageText,
  playRow,
  row,
  rowState,
  statisticsFigures,
  submitGuess,
  tileColours,
  typeWord,
  waitForFlip,
  settle,
  pauseClock,
  waitForRowRevealed,
} from './support/game-page.js';

const session = browserSession();

const GREEN = 'rgb(63, 127, 58)';
const YELLOW = 'rgb(140, 112, 0)';
const GREY = 'rgb(107, 107, 110)';

describe('a full win', () => {
  it('flips the tiles into their colours, opens Statistics 2 s after the win and shares the result', async () => {
    const { page } = await session.player({ clock: true });
    const gameNumber = await page.evaluate(
      async () => ((await (await fetch('/api/daily-word?timezone=UTC')).json()) as { game_number: number }).game_number,
    );
    await pauseClock(page);

    await submitGuess(page, 'STREAM');
    await waitForFlip(page, 1);
    await page.clock.runFor(1999);
    expect(await rowState(page, 1)).toEqual(
      ['S', 'T', 'R', 'E', 'A', 'M'].map(
        (letter, i) => `${['1st', '2nd', '3rd', '4th', '5th', '6th'][i]} letter, ${letter}`,
      ),
    );
    await page.clock.runFor(1);
    await expectRowResults(page, 1, 'STREAM', ['absent', 'present', 'absent', 'present', 'present', 'absent']);
    expect(await tileColours(page, 1)).toEqual([GREY, YELLOW, GREY, YELLOW, YELLOW, GREY]);
    await expect.poll(() => page.getByRole('button', { name: 'T, present' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'S, absent' }).count()).toBe(1);

    await submitGuess(page, 'PLANET');
    await waitForFlip(page, 2);
    await page.clock.runFor(1999);
    expect(await dialog(page, 'Statistics').count()).toBe(0);
    await page.clock.runFor(1);
    await dialog(page, 'Statistics').waitFor();
    await expectRowResults(page, 2, 'PLANET', ALL_CORRECT);
    expect(await tileColours(page, 2)).toEqual(Array(6).fill(GREEN));
    expect(await statisticsFigures(page)).toEqual({
      Played: '1',
      'Win %': '100',
      'Current Streak': '1',
      'Max Streak': '1',
    });
    expect(await page.getByTestId('bar-2').textContent()).toBe('1');

    const share = page.getByRole('button', { name: 'Share Results' });
    await share.click();
    await page.getByRole('button', { name: 'Copied! ✓' }).waitFor();
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    expect(shared).toBe(`Hexle ${gameNumber} 2/7\n\n⬛🟨⬛🟨🟨⬛\n🟩🟩🟩🟩🟩🟩\n\n${inject('stack').baseUrl}`);
    await settle(page);
    await page.clock.runFor(1999);
    expect(await page.getByRole('button', { name: 'Copied! ✓' }).count()).toBe(1);
    await page.clock.runFor(1);
    await share.waitFor();

    // The game is over: the on-screen keys no longer type.
    expect(await page.getByRole('button', { name: 'Q', exact: true }).isDisabled()).toBe(true);
  });
});

describe('a full loss', () => {
  it('ends after the 7th wrong guess, reveals the word then and never before, and records the loss', async () => {
    const { page } = await session.player();
    const words = ['STREAM', 'CASTLE', 'BRIDGE', 'FLOWER', 'GARDEN', 'SILVER', 'MARKET'];
    for (const [i, word] of words.entries()) {
      await submitGuess(page, word);
      await waitForRowRevealed(page, i + 1);
      if (i < 6) expect(await page.locator('body').textContent()).not.toContain('PLANET');
    }
    await expect.poll(() => messageText(page)).toBe('The word was PLANET');
    await dialog(page, 'Statistics').waitFor();
    expect(await statisticsFigures(page)).toEqual({
      Played: '1',
      'Win %': '0',
      'Current Streak': '0',
      'Max Streak': '0',
    });
    await page.getByRole('button', { name: 'Share Results' }).click();
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    expect(shared.split('\n')[0]).toMatch(/^Hexle \d+ X\/7$/);
    expect(shared.split('\n').slice(2, 9)).toHaveLength(7);
    expect(await page.getByRole('button', { name: 'Enter' }).isDisabled()).toBe(true);
  });
});

describe('messages', () => {
  it("shows 'Not enough letters' for 2 s and shakes the row", async () => {
    const { page } = await session.player({ clock: true });
    await pauseClock(page);
    await typeWord(page, 'PLAN');
    await page.keyboard.press('Enter');
    await expect.poll(() => messageText(page)).toBe('Not enough letters');
    await expect.poll(() => row(page, 1).getAttribute('class')).toContain('shake');
    await settle(page);
    await page.clock.runFor(1999);
    expect(await messageText(page)).toBe('Not enough letters');
    await page.clock.runFor(1);
    await expect.poll(() => messageText(page)).toBe('');
    // The letters stay for the player to finish the word.
    expect((await rowState(page, 1)).slice(0, 4)).toEqual([
      '1st letter, P',
      '2nd letter, L',
      '3rd letter, A',
      '4th letter, N',
    ]);
  });

  it("shows 'Not in word list' for 1.5 s, then clears the guess", async () => {
    const { page } = await session.player({ clock: true });
    await pauseClock(page);
    await typeWord(page, 'ZZZZZZ');
    const judged = page.waitForResponse((response) => response.url().includes('/api/check-guess'));
    await page.keyboard.press('Enter');
    expect(await (await judged).json()).toMatchObject({ code: 'not_in_word_list' });
    await expect.poll(() => messageText(page)).toBe('Not in word list');
    await settle(page);
    await page.clock.runFor(1499);
    expect(await messageText(page)).toBe('Not in word list');
    expect((await rowState(page, 1))[0]).toBe('1st letter, Z');
    await page.clock.runFor(1);
    await expect.poll(() => messageText(page)).toBe('');
    expect((await rowState(page, 1))[0]).toBe('1st letter, empty');
  });

  it('enforces hard mode with its messages for 2 s each', async () => {
    const { page } = await session.player({ clock: true });
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('switch', { name: 'Hard Mode' }).click();
    expect(await page.getByRole('switch', { name: 'Hard Mode' }).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');

    await playRow(page, 1, 'STREAM', ['absent', 'present', 'absent', 'present', 'present', 'absent']);
    await pauseClock(page);
    await typeWord(page, 'GARDEN');
    await page.keyboard.press('Enter');
    await expect.poll(() => messageText(page)).toBe('Guess must contain T');
    await settle(page);
    await page.clock.runFor(1999);
    expect(await messageText(page)).toBe('Guess must contain T');
    await page.clock.runFor(1);
    await expect.poll(() => messageText(page)).toBe('');
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Backspace');
    await page.clock.resume();

    await playRow(page, 2, 'LANCET', ['present', 'present', 'present', 'absent', 'correct', 'correct']);
    await pauseClock(page);
    await typeWord(page, 'STREAM');
    await page.keyboard.press('Enter');
    await expect.poll(() => messageText(page)).toBe('5th letter must be E');
    await settle(page);
    await page.clock.runFor(1999);
    expect(await messageText(page)).toBe('5th letter must be E');
    await page.clock.runFor(1);
    await expect.poll(() => messageText(page)).toBe('');
  });
});
