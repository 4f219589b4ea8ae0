import type { Page } from 'playwright-core';

/**
 * Holds the requests whose address matches `pattern` until `release()`: the page as a slow
 * network leaves it. `reached` settles when the first of them has been asked for.
 */
export async function hold(page: Page, pattern: RegExp): Promise<{ reached: Promise<void>; release: () => void }> {
  let release = () => {};
  let reached = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (reached = resolve));
  await page.route(pattern, async (route) => {
    reached();
    await held;
    await route.continue();
  });
  return { reached: asked, release: () => release() };
}
