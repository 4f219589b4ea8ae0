import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, newPlayer, type Player, type PlayerOptions } from './browser.js';

/** One browser per test file; each player gets a fresh profile, closed after its test. */
export function browserSession() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async player(options: PlayerOptions = {}): Promise<Player> {
      if (!browser) throw new Error('The browser has not started');
      const player = await newPlayer(browser, options);
      contexts.push(player.context);
      return player;
    },
  };
}
