import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { TIME_ZONE } from './stack-settings.js';

const CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium, headless, kept off the network beyond the page under test. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    chromiumSandbox: false,
    args: [
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * `E2E_CPU_THROTTLE=N` runs every page of the browser tests on a processor N times slower
 * (Chromium's own throttling), to find the tests that only pass on a fast machine.
 */
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? '1');

/** Runs a page on a processor `rate` times slower than this one. */
export async function slowDown(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 860 };

export interface PlayerOptions {
  viewport?: { width: number; height: number };
  /** Install Playwright's clock before the page loads, so tests can move time. */
  clock?: boolean;
  /** Where the page's clock starts (implies `clock`). */
  clockTime?: Date;
  /** Another server than the e2e stack's. */
  baseUrl?: string;
  colorScheme?: 'light' | 'dark';
  /** A player who has never been here: How To Play opens by itself. Otherwise they have seen it. */
  firstVisit?: boolean;
  /** Let the page install its service worker (only the offline tests need it). */
  serviceWorker?: boolean;
  /** Open the page at once, or leave that to the test. */
  open?: boolean;
  /**
   * Under `E2E_CPU_THROTTLE`, whether this player's pages are slowed too (by default they are).
   * Chromium reports a page reloaded offline as online while a second DevTools session (the one
   * that slows it) is attached, so a test of the offline page opts out.
   */
  cpuThrottle?: boolean;
}

export interface Player {
  context: BrowserContext;
  page: Page;
}

/** A new player: an empty browser profile (no local storage) on the game's page. */
export async function newPlayer(browser: Browser, options: PlayerOptions = {}): Promise<Player> {
  const baseUrl = options.baseUrl ?? inject('stack').baseUrl;
  const context = await browser.newContext({
    baseURL: baseUrl,
    timezoneId: TIME_ZONE,
    locale: 'en-US',
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
  });
  if (!options.firstVisit) {
    await context.addInitScript(() => {
      if (localStorage.getItem('hexle.welcomed') === null) localStorage.setItem('hexle.welcomed', 'true');
    });
  }
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const throttle = CPU_THROTTLE > 1 && options.cpuThrottle !== false;
  if (throttle) context.on('page', (opened) => void slowDown(opened, CPU_THROTTLE));
  const page = await context.newPage();
  if (throttle) await slowDown(page, CPU_THROTTLE);
  if (options.clock || options.clockTime) await page.clock.install({ time: options.clockTime });
  if (options.open !== false) await openGame(page);
  return { context, page };
}

/** Loads the page and waits until today's game number has arrived. */
export async function openGame(page: Page): Promise<void> {
  const dailyWord = page.waitForResponse((response) => response.url().includes('/api/daily-word'));
  await page.goto('/');
  await dailyWord;
  await page.getByRole('group', { name: 'Row 1' }).waitFor();
}
