import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession } from './support/browser-session.js';
import { keepLook, LOOKS, type Look } from './support/looks.js';
import { auditAccessibility } from './support/axe.js';
import {
  ALL_CORRECT,
  dialog,
  messageText,
  playRow,
  submitGuess,
  typeWord,
  waitForRowRevealed,
} from './support/game-page.js';

const session = browserSession();

const DIALOGS = [
  { role: 'button', name: 'How to play', title: 'How To Play' },
  { role: 'button', name: 'Statistics', title: 'Statistics' },
  { role: 'button', name: 'Settings', title: 'Settings' },
  { role: 'link', name: 'Privacy Policy', title: 'Privacy Policy' },
  { role: 'button', name: 'Archive', title: 'Archive' },
  { role: 'button', name: 'Challenge a friend', title: 'Challenge a friend' },
] as const;

/** A player in the given theme and palette, on the game's page. */
async function playerWith(look: Look) {
  const { page } = await session.player();
  await keepLook(page, look);
  await page.reload();
  await page.getByRole('group', { name: 'Row 1' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(look.theme);
  expect(await page.evaluate(() => document.documentElement.dataset.palette)).toBe(
    look.highContrast ? 'high-contrast' : 'standard',
  );
  return page;
}

async function expectNoViolations(page: Page, where: string) {
  const violations = await auditAccessibility(page);
  expect(violations, where).toEqual([]);
}

describe.each(LOOKS)(
  'accessibility audit (axe-core, WCAG 2.2 A and AA): $theme, high contrast $highContrast',
  (look) => {
    it('mid-game, in every dialog, and after a win', async () => {
      const page = await playerWith(look);
      await playRow(page, 1, 'STREAM', ['absent', 'present', 'absent', 'present', 'present', 'absent']);
      await playRow(page, 2, 'LANCET', ['present', 'present', 'present', 'absent', 'correct', 'correct']);
      await typeWord(page, 'PLA');
      await expectNoViolations(page, 'mid-game');

      for (const { role, name, title } of DIALOGS) {
        await page.getByRole(role, { name, exact: true }).click();
        await dialog(page, title).waitFor();
        await expectNoViolations(page, `the ${title} dialog`);
        await page.keyboard.press('Escape');
        await dialog(page, title).waitFor({ state: 'detached' });
      }

      await page.getByRole('button', { name: 'Statistics', exact: true }).click();
      await dialog(page, 'Statistics').getByRole('button', { name: 'Move to another device' }).click();
      const move = dialog(page, 'Move to another device');
      await move.getByRole('button', { name: 'Make a transfer code' }).click();
      await move.locator('.transfer-code').waitFor();
      await expectNoViolations(page, 'the Move to another device dialog with a code');
      await page.keyboard.press('Escape');
      await move.waitFor({ state: 'detached' });

      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      await playRow(page, 3, 'PLANET', ALL_CORRECT);
      await expect.poll(() => messageText(page)).toBe('Superb');
      await expectNoViolations(page, 'after a win, with its word');
      await dialog(page, 'Statistics').waitFor();
      await expectNoViolations(page, 'the Statistics dialog after a win');
    });

    it('after a loss', async () => {
      const page = await playerWith(look);
      const words = ['STREAM', 'CASTLE', 'BRIDGE', 'FLOWER', 'GARDEN', 'SILVER', 'MARKET'];
      for (const [i, word] of words.entries()) {
        await submitGuess(page, word);
        await waitForRowRevealed(page, i + 1);
      }
      await expect.poll(() => messageText(page), { timeout: 5000 }).toBe('The word was PLANET');
      await dialog(page, 'Statistics').waitFor();
      await expectNoViolations(page, 'the Statistics dialog after a loss');
      await page.keyboard.press('Escape');
      await dialog(page, 'Statistics').waitFor({ state: 'detached' });
      await expectNoViolations(page, 'the board after a loss, with the answer');
    });
  },
);

describe('the audit itself', () => {
  it('reports a violation when the page has one', async () => {
    const { page } = await session.player();
    await page.evaluate(() => {
      const faint = document.createElement('p');
      faint.textContent = 'Faint grey text';
      faint.style.cssText = 'color: #d0d0d0; background: #ffffff';
      document.querySelector('main')?.append(faint);
    });
    const violations = await auditAccessibility(page);
    expect(violations.map((violation) => violation.rule)).toContain('color-contrast');
  });
});
