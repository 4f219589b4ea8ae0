import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession } from './support/browser-session.js';
import { dialog } from './support/game-page.js';

const session = browserSession();

const DIALOGS = [
  { opener: 'How to play', role: 'button', title: 'How To Play', says: 'A new puzzle' },
  { opener: 'Statistics', role: 'button', title: 'Statistics', says: 'Guess Distribution' },
  {
    opener: 'Settings',
    role: 'button',
    title: 'Settings',
    says: 'Any revealed hints must be used in subsequent guesses',
  },
  {
    opener: 'Privacy Policy',
    role: 'link',
    title: 'Privacy Policy',
    says: "stored only in your browser's local storage",
  },
] as const;

type DialogCase = (typeof DIALOGS)[number];

async function open(page: Page, { opener, role, title }: DialogCase) {
  await page.getByRole(role, { name: opener, exact: true }).click();
  await dialog(page, title).waitFor();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
}

async function expectClosed(page: Page, { title }: DialogCase) {
  await dialog(page, title).waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
}

describe.each(DIALOGS)('the $title dialog', (dialogCase) => {
  it('shows its own text', async () => {
    const { page } = await session.player();
    await open(page, dialogCase);
    expect(await dialog(page, dialogCase.title).textContent()).toContain(dialogCase.says);
  });

  it('closes by its close button', async () => {
    const { page } = await session.player();
    await open(page, dialogCase);
    await dialog(page, dialogCase.title).getByRole('button', { name: 'Close' }).click();
    await expectClosed(page, dialogCase);
  });

  it('closes by a click on the overlay', async () => {
    const { page } = await session.player();
    await open(page, dialogCase);
    await page.getByTestId('dialog-overlay').click({ position: { x: 5, y: 5 } });
    await expectClosed(page, dialogCase);
  });

  it('closes by Escape', async () => {
    const { page } = await session.player();
    await open(page, dialogCase);
    await page.keyboard.press('Escape');
    await expectClosed(page, dialogCase);
  });
});
