import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession } from './support/browser-session.js';
import { messageText, playRow, typeWord } from './support/game-page.js';

const session = browserSession();

/** Waits until the service worker controls the page and has stored the page shell. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}

async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });
}

describe('the installable page on a bad connection', () => {
  it('opens from its service worker offline and says plainly that a guess needs the network', async () => {
    const { page, context } = await session.player({ serviceWorker: true, cpuThrottle: false });
    await waitForServiceWorker(page);
    await playRow(page, 1, 'STREAM', ['absent', 'present', 'absent', 'present', 'present', 'absent']);

    const cached = await cachedUrls(page);
    expect(cached).toContain('/index.html');
    expect(cached.some((url) => url.startsWith('/assets/') && url.endsWith('.js'))).toBe(true);
    // The API is never cached: every guess and every game number comes from the server.
    expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    // The game so far is still there, from local storage.
    await expect.poll(() => page.getByRole('img', { name: '2nd letter, T, present' }).count()).toBe(1);
    await typeWord(page, 'PLANET');
    await page.keyboard.press('Enter');
    await expect.poll(() => messageText(page)).toBe('You are offline: checking a guess needs the network.');

    await context.setOffline(false);
    await page.waitForTimeout(3100);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('img', { name: '1st letter, P, correct' }).count(), { timeout: 10_000 })
      .toBe(1);
  });

  it('keeps every chunk in advance but the league code and the possible-words count, which come only when used', async () => {
    const { page } = await session.player({ serviceWorker: true, cpuThrottle: false });
    await waitForServiceWorker(page);
    // The chunks the page's script can ask for, by the names it imports them by.
    const main = await page.evaluate(async () => {
      const script = [...document.scripts].find((element) => element.src.includes('/assets/main-'));
      return script ? await (await fetch(script.src)).text() : '';
    });
    const chunks = [...new Set(main.match(/[\w-]+\.js/g) ?? [])].map((name) => `/assets/${name}`);
    const onlyWhenUsed = chunks.filter((chunk) => /\/(leagues|PossibleCount)-/.test(chunk));
    expect(onlyWhenUsed.length).toBeGreaterThanOrEqual(2);
    const cached = await cachedUrls(page);
    for (const chunk of onlyWhenUsed) expect(cached).not.toContain(chunk);
    expect(cached.some((url) => /^\/assets\/StatisticsDialog-/.test(url))).toBe(true);
  });

  it('goes to the network for the API even when the page came from the cache', async () => {
    const { page } = await session.player({ serviceWorker: true, cpuThrottle: false });
    await waitForServiceWorker(page);
    const fromWorker: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.fromServiceWorker()) fromWorker.push(response.url());
    });
    await page.reload();
    await page.getByRole('group', { name: 'Row 1' }).waitFor();
    await playRow(page, 1, 'STREAM', ['absent', 'present', 'absent', 'present', 'present', 'absent']);
    expect(fromWorker).toEqual([]);
  });
});
