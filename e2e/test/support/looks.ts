import type { Page } from 'playwright-core';

/** Every theme with every palette: what the accessibility checks run in. */
export const LOOKS = [
  { theme: 'light', highContrast: false },
  { theme: 'dark', highContrast: false },
  { theme: 'light', highContrast: true },
  { theme: 'dark', highContrast: true },
] as const;

export type Look = (typeof LOOKS)[number];

/** Keeps a theme and a palette in the page's storage, as the player's own choices; the next load shows them. */
export async function keepLook(page: Page, { theme, highContrast }: Look): Promise<void> {
  await page.evaluate(
    (look) => {
      localStorage.setItem('hexle.theme', JSON.stringify(look.theme));
      localStorage.setItem('hexle.settings', JSON.stringify({ hardMode: false, highContrast: look.highContrast }));
    },
    { theme, highContrast },
  );
}
