import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserSession } from './support/browser-session.js';
import { openGame, slowDown } from './support/browser.js';
import { row, submitGuess, tiles, waitForHelpAdopted, waitForRowRevealed } from './support/game-page.js';
import { hold } from './support/held-requests.js';

const session = browserSession();
const base = () => inject('stack').baseUrl;

/** Blocks the page's scripts: what the player sees before any JavaScript has run. */
async function withoutScripts(page: Page) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

/**
 * Errors the page throws or logs, hydration mismatches included. An unknown challenge's 404 is
 * the game's own business (it says so on screen): `ignoreApiAnswers` leaves those out.
 */
function pageErrors(page: Page, { ignoreApiAnswers = false } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (ignoreApiAnswers && (text.startsWith('Failed to load resource') || /^GET \/\S+ failed/.test(text))) return;
    if (message.type() === 'error' || /hydrat/i.test(text)) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The page's main script; today's game from the API. */
const PAGE_SCRIPT = /\/assets\/main-[\w-]+\.js$/;
const DAILY_WORD = /\/api\/daily-word/;

const holdPageScript = (page: Page) => hold(page, PAGE_SCRIPT);

interface Shift {
  value: number;
  hadRecentInput: boolean;
  sources: string[];
}

/** Records every layout shift from the start of the page's life, as CLS counts them. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { hexleLayoutShifts: shifts });
    new PerformanceObserver((list) => {
      type LayoutShift = { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
      for (const entry of list.getEntries() as unknown as LayoutShift[]) {
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: entry.sources.map((source) => (source.node as Element | null)?.outerHTML.slice(0, 80) ?? ''),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts that were not caused by the player's own input (which CLS leaves out too). */
const unexpectedShifts = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { hexleLayoutShifts: Shift[] }).hexleLayoutShifts.filter((shift) => !shift.hadRecentInput),
  );

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the page before its JavaScript runs', () => {
  it('comes with the header, the empty board, the keyboard and How To Play as HTML', async () => {
    const response = await fetch(`${base()}/`);
    const html = await response.text();
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript[ >]/.exec(html)?.[1] ?? '';
    expect(root).toContain('<h1 class="title">Hexle</h1>');
    expect(root).toContain('aria-label="How to play"');
    expect(root).toContain('aria-label="Game board"');
    expect(root.match(/aria-label="Row \d"/g)).toHaveLength(7);
    expect(root.match(/data-state="empty"/g)).toHaveLength(42);
    expect(root).toContain('aria-label="Keyboard"');
    expect(root.match(/class="key( wide)?"/g)).toHaveLength(28);
    expect(html).toMatch(/data-prerendered-dialog="help"[\s\S]*How To Play[\s\S]*A new puzzle is released daily/);
    // The stylesheet is in the page, not a file that holds up the first paint, and no script
    // comes before it either: the head script loads them once the page is on screen.
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).not.toMatch(/<script[^>]*\ssrc=|<link rel="modulepreload"/);
    expect(html).toMatch(/\/assets\/main-[\w-]+\.js/);
  });

  it('has its inline script and style admitted by hash, and nothing else inline', async () => {
    const response = await fetch(`${base()}/`);
    const html = await response.text();
    const policy = response.headers.get('content-security-policy') ?? '';
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
    expect(scripts).toHaveLength(1);
    expect(styles).toHaveLength(1);
    expect(policy).toContain(`script-src 'self' ${sha256(scripts[0] ?? '')};`);
    expect(policy).toContain(`style-src 'self' ${sha256(styles[0] ?? '')};`);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('shows a first visitor How To Play, and a returning player the board alone', async () => {
    const first = await session.player({ firstVisit: true, open: false });
    await withoutScripts(first.page);
    await first.page.goto('/');
    await expect.poll(() => first.page.getByRole('dialog', { name: 'How To Play' }).isVisible()).toBe(true);

    const returning = await session.player({ open: false });
    await withoutScripts(returning.page);
    await returning.page.goto('/');
    await expect.poll(() => returning.page.getByRole('group', { name: 'Row 1' }).isVisible()).toBe(true);
    expect(await returning.page.getByRole('dialog').count()).toBe(0);
    expect(await returning.page.locator('[data-prerendered-dialog]').isVisible()).toBe(false);
  });

  it('paints a dark-theme player dark from the start', async () => {
    const { context, page } = await session.player({ open: false });
    await context.addInitScript(() => localStorage.setItem('hexle.theme', JSON.stringify('dark')));
    await withoutScripts(page);
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 19)');
  });
});

describe('React taking the page over', () => {
  it('gives a first visitor How To Play without errors or layout shift, and it closes', async () => {
    const { page } = await session.player({ firstVisit: true, open: false });
    const errors = pageErrors(page);
    await watchLayoutShifts(page);
    await openGame(page);
    const help = page.getByRole('dialog', { name: 'How To Play' });
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    // The prerendered copy is How To Play until it is closed: nothing of it is drawn again, and
    // once the page is taken over its Close button has the focus, which Tab keeps there.
    await waitForHelpAdopted(page);
    expect(await bodyOverflow()).toBe('hidden');
    for (const key of ['Tab', 'Shift+Tab', 'Tab']) {
      await page.keyboard.press(key);
      expect(
        await page.evaluate(() => document.activeElement?.closest('[data-prerendered-dialog] button') !== null),
      ).toBe(true);
    }
    await help.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => help.count()).toBe(0);
    expect(await page.locator('[data-prerendered-dialog]').count()).toBe(0);
    expect(await bodyOverflow()).toBe('visible');
    // Asked for again, How To Play is a dialog of the app's, fetched and drawn as the others are.
    await page.getByRole('button', { name: 'How to play' }).click();
    await expect.poll(() => help.isVisible()).toBe(true);
    expect(await page.locator('[data-prerendered-dialog]').count()).toBe(0);
    expect(await unexpectedShifts(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('never shows a returning player How To Play, without errors or layout shift', async () => {
    const { page } = await session.player({ open: false });
    const errors = pageErrors(page);
    await watchLayoutShifts(page);
    await page.addInitScript(() => {
      // Any help dialog that appears, even for one frame, is remembered.
      const seen = { help: false };
      Object.assign(window, { hexleHelpSeen: seen });
      new MutationObserver(() => {
        const dialog = document.querySelector('[role="dialog"]');
        if (dialog && dialog.getClientRects().length > 0) seen.help = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await openGame(page);
    expect(
      await page.evaluate(() => (window as unknown as { hexleHelpSeen: { help: boolean } }).hexleHelpSeen.help),
    ).toBe(false);
    expect(await unexpectedShifts(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('paints no frame of a half-parsed page, even on a slow phone', async () => {
    // On a slow processor the browser could paint the board before the keyboard and footer below it
    // are parsed, and lay it out again when they arrive. A few loads on a 20x slower processor
    // catch that (most loads did, before the page held its first frame until the app was parsed).
    for (const firstVisit of [false, true, false]) {
      const { context, page } = await session.player({ firstVisit, open: false });
      await slowDown(page, 20);
      await watchLayoutShifts(page);
      await page.goto('/');
      await page.getByRole('group', { name: 'Row 1' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await unexpectedShifts(page), firstVisit ? 'first visit' : 'returning').toEqual([]);
      await context.close();
    }
  });

  it('plays the keys a player typed before the script arrived, once it has', async () => {
    const { page } = await session.player({ open: false });
    const errors = pageErrors(page);
    const script = await holdPageScript(page);
    await page.goto('/');
    await row(page, 1).waitFor();
    await page.keyboard.type('strip');
    await page.getByRole('button', { name: 'E', exact: true }).click();
    await page.keyboard.press('Enter');
    expect(await page.locator('#root [data-state="tbd"]').count()).toBe(0);
    script.release();
    await waitForRowRevealed(page, 1);
    const letters = await tiles(page, 1).evaluateAll((found) => found.map((tile) => tile.textContent));
    expect(letters.join('')).toBe('STRIPE');
    expect(errors).toEqual([]);
  });

  it('closes How To Play for a first visitor who pressed Escape before the script arrived', async () => {
    const { page } = await session.player({ firstVisit: true, open: false });
    const script = await holdPageScript(page);
    await page.goto('/');
    await expect.poll(() => page.getByRole('dialog', { name: 'How To Play' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    script.release();
    await expect.poll(() => page.locator('[data-prerendered-dialog]').count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('opens what a header button opens when a player pressed it before the script arrived', async () => {
    const { page } = await session.player({ open: false });
    const errors = pageErrors(page);
    const script = await holdPageScript(page);
    await page.goto('/');
    await row(page, 1).waitFor();
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('button', { name: 'Statistics', exact: true }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    script.release();
    // The last button pressed counts, once: Statistics, and nothing opens after it closes.
    const statistics = page.getByRole('dialog', { name: 'Statistics' });
    await statistics.waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.keyboard.type('stri');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('switches the theme a player pressed for before the script arrived, once it has', async () => {
    const { page } = await session.player({ open: false });
    const script = await holdPageScript(page);
    await page.goto('/');
    await row(page, 1).waitFor();
    await page.getByRole('button', { name: 'Dark theme', exact: true }).click();
    script.release();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme), { timeout: 15_000 })
      .toBe('dark');
    await expect.poll(() => page.getByRole('button', { name: 'Dark theme', pressed: true }).count()).toBe(1);
  });

  it('takes over a saved game in progress and a dark theme without errors', async () => {
    const { context, page } = await session.player();
    await submitGuess(page, 'STRIPE');
    await waitForRowRevealed(page, 1);
    await context.addInitScript(() => localStorage.setItem('hexle.theme', JSON.stringify('dark')));
    const errors = pageErrors(page);
    await page.reload();
    await waitForRowRevealed(page, 1);
    expect(await row(page, 1).getByRole('img').first().getAttribute('aria-label')).toMatch(/^1st letter, S, /);
    expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
  });

  it('takes over archive and challenge links, broken ones too, without errors', async () => {
    for (const search of ['?game=1', '?game=0', '?challenge=AAAAAAAAAAAAAAAAAAAAAA', '?challenge=x']) {
      const { page } = await session.player({ open: false });
      const errors = pageErrors(page, { ignoreApiAnswers: true });
      await page.goto(`/${search}`);
      await page.getByRole('region', { name: 'Which game' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(errors, search).toEqual([]);
    }
  });
});

/** The letters of a row of the app's board. */
const rowText = (page: Page, index: number) =>
  tiles(page, index).evaluateAll((found) => found.map((tile) => tile.textContent).join(''));
/** What row 1 shows, letter by letter. */
const firstRow = (page: Page) => rowText(page, 1);

/**
 * Each moment of a first visitor's takeover, held for as long as the test needs it: the test
 * presses Escape and types half a word there, lets the page go on, and types the rest.
 */
const MOMENTS: { name: string; stage: (page: Page) => Promise<() => void> }[] = [
  {
    name: 'before the script arrives',
    stage: async (page) => {
      const script = await holdPageScript(page);
      await page.goto('/');
      await expect.poll(() => page.getByRole('dialog', { name: 'How To Play' }).isVisible()).toBe(true);
      return script.release;
    },
  },
  {
    name: "as React takes the page over, with the day's reply on its way",
    stage: async (page) => {
      // Today's game is asked for in the takeover's own commit: the page is React's, and the
      // render of the player's own state (How To Play) has not come yet, or has just come.
      const day = await hold(page, DAILY_WORD);
      // Not awaited: it ends only once the held request is let go (a failure shows as an empty row).
      void page.goto('/').catch(() => undefined);
      await day.reached;
      return day.release;
    },
  },
  {
    name: "once the app's How To Play is shown, with the day's reply on its way",
    stage: async (page) => {
      const day = await hold(page, DAILY_WORD);
      // Not awaited: it ends only once the held request is let go (a failure shows as an empty row).
      void page.goto('/').catch(() => undefined);
      await day.reached;
      await waitForHelpAdopted(page);
      return day.release;
    },
  },
];

/** `E2E_TAKEOVER_ROUNDS` plays every moment that many times (each on a 6x slower processor). */
const ROUNDS = Number(process.env.E2E_TAKEOVER_ROUNDS ?? '2');
const ROUNDS_TIMEOUT_MS = 30_000 + ROUNDS * 15_000;

describe('keys a first visitor types while the page is taken over', () => {
  it.each(MOMENTS)(
    'are all played, in order, when typed $name',
    async ({ stage }) => {
      for (let round = 1; round <= ROUNDS; round += 1) {
        const { context, page } = await session.player({ firstVisit: true, open: false });
        await slowDown(page, 6);
        const errors = pageErrors(page);
        const release = await stage(page);
        await page.keyboard.press('Escape');
        await page.keyboard.type('str');
        release();
        await page.keyboard.type('ipe');
        await expect.poll(() => firstRow(page), { timeout: 15_000, message: `round ${round}` }).toBe('STRIPE');
        expect(await page.getByRole('dialog').count(), `round ${round}`).toBe(0);
        // The letters stay as typed once everything has arrived, and no dialog comes back.
        await page.waitForLoadState('networkidle');
        expect(await firstRow(page), `round ${round}`).toBe('STRIPE');
        expect(await page.getByRole('dialog').count(), `round ${round}`).toBe(0);
        expect(errors, `round ${round}`).toEqual([]);
        await context.close();
      }
    },
    ROUNDS_TIMEOUT_MS,
  );

  it(
    'are played, in order, when typed the moment the script runs, on a 6x slower processor',
    async () => {
      for (let round = 1; round <= ROUNDS; round += 1) {
        const { context, page } = await session.player({ firstVisit: true, open: false });
        await slowDown(page, 6);
        const script = await holdPageScript(page);
        await page.goto('/');
        await page.getByRole('dialog', { name: 'How To Play' }).waitFor();
        // Nothing held after this: each key lands wherever the takeover happens to be.
        script.release();
        await page.keyboard.press('Escape');
        for (const letter of 'stripe') await page.keyboard.press(letter);
        await expect.poll(() => firstRow(page), { timeout: 15_000, message: `round ${round}` }).toBe('STRIPE');
        await context.close();
      }
    },
    ROUNDS_TIMEOUT_MS,
  );
});

/** The first row as the player sees it: each tile's letter, or the one the head script draws on it. */
const shownRow = (page: Page) =>
  tiles(page, 1).evaluateAll((found) =>
    found
      .map((tile) => {
        const drawn = getComputedStyle(tile, '::before').content;
        return tile.textContent || (drawn.startsWith('"') ? drawn.slice(1, -1) : '');
      })
      .join(''),
  );

/** Lets today's reply through, types the rest of the word and plays it. */
async function playOnOnceTheDayIsHere(page: Page, day: { release: () => void }, rest: string) {
  day.release();
  await page.keyboard.type(rest);
  await page.keyboard.press('Enter');
  await waitForRowRevealed(page, 1);
}

/** A new player's page, opened with its script and today's reply both held back. */
async function openWithScriptAndDayHeld() {
  const { page } = await session.player({ open: false });
  const errors = pageErrors(page);
  const script = await holdPageScript(page);
  const day = await hold(page, DAILY_WORD);
  await page.goto('/');
  await row(page, 1).waitFor();
  return { page, errors, script, day };
}

describe("letters typed while today's game loads", () => {
  it('are on the board at once when typed before the script arrived, and stay as the app takes over', async () => {
    const { page, errors, script, day } = await openWithScriptAndDayHeld();
    await page.keyboard.type('str');
    // Read right after the keys: the head script drew each in the event that typed it.
    expect(await shownRow(page)).toBe('STR');
    script.release();
    await day.reached;
    await expect.poll(() => firstRow(page), { timeout: 15_000 }).toBe('STR');
    expect(await shownRow(page)).toBe('STR');
    // The app's row is the only one drawn from now on: an erased letter is gone.
    await page.keyboard.press('Backspace');
    expect(await shownRow(page)).toBe('ST');
    await playOnOnceTheDayIsHere(page, day, 'ripe');
    expect(await shownRow(page)).toBe('STRIPE');
    expect(errors).toEqual([]);
  });

  it('are not drawn on the prerendered board of a player with guesses saved: they go to the next row', async () => {
    const { page } = await session.player();
    await submitGuess(page, 'STRIPE');
    await waitForRowRevealed(page, 1);
    const errors = pageErrors(page);
    const script = await holdPageScript(page);
    await page.reload();
    await row(page, 1).waitFor();
    await page.keyboard.type('cas');
    // The prerendered board is today's, empty: its first row is not where these letters go.
    expect(await shownRow(page)).toBe('');
    script.release();
    await expect.poll(() => rowText(page, 2), { timeout: 15_000 }).toBe('CAS');
    expect(await shownRow(page)).toBe('STRIPE');
    expect(errors).toEqual([]);
  });

  it("are in the row at once once the page is the app's, with the day's reply still on its way", async () => {
    const { page } = await session.player({ open: false });
    const errors = pageErrors(page);
    const day = await hold(page, DAILY_WORD);
    // Not awaited: it ends only once the held request is let go.
    void page.goto('/').catch(() => undefined);
    // Today's game is asked for in the takeover's commit, the one in which the page starts listening.
    await day.reached;
    await page.keyboard.type('str');
    // Read right after the keys, without waiting: each was rendered in the event that typed it.
    expect(await firstRow(page)).toBe('STR');
    await playOnOnceTheDayIsHere(page, day, 'ipe');
    expect(await firstRow(page)).toBe('STRIPE');
    expect(errors).toEqual([]);
  });

  it('typed before the script arrived, are in the row once the page is taken over, before the reply', async () => {
    const { page, errors, script, day } = await openWithScriptAndDayHeld();
    await page.keyboard.type('str');
    await page.keyboard.press('Enter');
    await page.keyboard.type('ipe');
    script.release();
    await day.reached;
    // The letters before the Enter are shown while the day's reply is held; the Enter and the
    // letters after it wait for it (the guess has no game number yet).
    await expect.poll(() => firstRow(page), { timeout: 15_000 }).toBe('STR');
    day.release();
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 }).toContain('Not enough letters');
    expect(await firstRow(page)).toBe('STRIPE');
    expect(errors).toEqual([]);
  });
});
