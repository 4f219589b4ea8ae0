import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { auditAccessibility } from './support/axe.js';
import { browserSession } from './support/browser-session.js';
import { slowDown } from './support/browser.js';
import { holdingProxy } from './support/holding-proxy.js';
import { hold } from './support/held-requests.js';
import {
  dialog,
  messageText,
  pauseClock,
  row,
  settle,
  tiles,
  typeWord,
  waitForFlip,
  waitForRowRevealed,
} from './support/game-page.js';

const session = browserSession();

/** Each check is played this many times in a row, each time in a new browser profile. */
const RUNS = Number(process.env.E2E_COMFORT_RUNS ?? '20');
/**
 * A run at 6x CPU takes about 10 s on a quiet 2-core machine; on one busy with other work it took
 * over 20 s, so each run is given 45 s.
 */
const RUNS_TIMEOUT_MS = 60_000 + RUNS * 45_000;

const CHECK_GUESS = /\/api\/check-guess$/;
/** A row's flip, from its first tile's start to its last tile's end (rules/constants.ts). */
const REVEAL_MS = 2000;
const DAILY_WORD = /\/api\/daily-word/;

/** The letters of a row of the app's board. */
const rowText = (page: Page, index: number) =>
  tiles(page, index).evaluateAll((found) => found.map((tile) => tile.textContent).join(''));

/** What the board announces politely while a guess waits for its reply. */
const judgingAnnouncement = (page: Page) =>
  page.evaluate(() => document.querySelector('.board-container [aria-live="polite"]')?.textContent ?? null);

/**
 * The game served through a network that stops after the page's head (its styles and head
 * script) and sends the rest, the board and all, only on `release()`: a player can type before
 * the board exists.
 */
async function pageHeldAfterItsHead(upstream: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const proxy = await holdingProxy(upstream, (path, answer, outgoing) => {
    if (path !== '/') return void answer.pipe(outgoing);
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () => {
      const page = Buffer.concat(chunks).toString();
      const body = page.indexOf('<body');
      outgoing.write(page.slice(0, body));
      void held.then(() => outgoing.end(page.slice(body)));
    });
  });
  return { url: proxy.url, release: () => release(), close: () => proxy.close() };
}

describe('keys typed after Enter', () => {
  it(
    'are all kept: the next guess, typed while a guess is on its way and while it flips on a 6x slower processor, is played whole',
    async () => {
      for (let run = 1; run <= RUNS; run += 1) {
        // The guess's reply is held by a network of the test's own: a Playwright route on a page
        // slowed 6x, in some runs, saw neither the guess nor its reply.
        const network = await holdingProxy(inject('stack').baseUrl);
        const { context, page } = await session.player({ baseUrl: network.url });
        await slowDown(page, 6);
        const reply = network.hold(CHECK_GUESS);
        await typeWord(page, 'STREAM');
        await page.keyboard.press('Enter');
        await reply.reached;
        // Faked once the guess is on its way, for its flip to wait for the test.
        await page.clock.install();
        await pauseClock(page);
        // On its way: its reply is held.
        await page.keyboard.type('gax');
        reply.release();
        await waitForFlip(page, 1);
        // Flipping: the page's clock holds the reveal until the test lets it go.
        await page.keyboard.press('Backspace');
        await page.keyboard.type('rden');
        await page.keyboard.press('Enter');
        expect(await rowText(page, 2), `run ${run}`).toBe('');
        expect(await row(page, 1).locator('.tile.flip').count(), `run ${run}`).toBe(6);
        // The flip ends: the keys go to the new row, and its Enter sends it.
        const sent = network.answered(CHECK_GUESS);
        await page.clock.runFor(REVEAL_MS);
        await sent;
        await waitForFlip(page, 2);
        expect(await rowText(page, 2), `run ${run}`).toBe('GARDEN');
        await context.close();
        await network.close();
      }
    },
    RUNS_TIMEOUT_MS,
  );

  it("wait, when the guess is not a word, for 'Not in word list' to empty the row, and then fill it", async () => {
    const { page } = await session.player({ clock: true });
    await pauseClock(page);
    const reply = await hold(page, CHECK_GUESS);
    await typeWord(page, 'ZZZZZZ');
    await page.keyboard.press('Enter');
    await reply.reached;
    await page.keyboard.type('gar');
    reply.release();
    await expect.poll(() => messageText(page)).toBe('Not in word list');
    await settle(page);
    await page.clock.runFor(1499);
    expect(await rowText(page, 1)).toBe('ZZZZZZ');
    await page.clock.runFor(1);
    await expect.poll(() => rowText(page, 1)).toBe('GAR');
    expect(await messageText(page)).toBe('');
  });

  it('count for nothing once the guess has won the game', async () => {
    const { page } = await session.player();
    const reply = await hold(page, CHECK_GUESS);
    await typeWord(page, 'PLANET');
    await page.keyboard.press('Enter');
    await reply.reached;
    await page.keyboard.type('gar');
    reply.release();
    await waitForRowRevealed(page, 1);
    await dialog(page, 'Statistics').waitFor();
    expect(await rowText(page, 2)).toBe('');
  });
});

describe('keys typed while a link is being checked', () => {
  it('are played in order, Enter included, once the archive has confirmed the game and shown its board', async () => {
    const reply = await fetch(`${inject('stack').apiUrl}/api/daily-word?timezone=UTC`);
    const { game_number: today } = (await reply.json()) as { game_number: number };
    const { page } = await session.player({ open: false });
    const archive = await hold(page, /\/api\/archive\?/);
    await page.goto(`/?game=${today - 1}`);
    await archive.reached;
    // The page has been taken over and has no board yet: the link is still being checked.
    await page.getByRole('region', { name: 'Which game' }).waitFor();
    expect(await row(page, 1).count()).toBe(0);
    await page.keyboard.type('strx');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('eam');
    await page.keyboard.press('Enter');
    archive.release();
    await waitForRowRevealed(page, 1);
    expect(await rowText(page, 1)).toBe('STREAM');
  });
});

describe('a guess waiting for its reply', () => {
  it('shows it after 300 ms (a motion on its row, aria-busy, a polite announcement), until the colours arrive', async () => {
    const { page } = await session.player({ clock: true });
    await pauseClock(page);
    const reply = await hold(page, CHECK_GUESS);
    await typeWord(page, 'STREAM');
    await page.keyboard.press('Enter');
    await reply.reached;
    await settle(page);
    await page.clock.runFor(299);
    await settle(page);
    expect(await row(page, 1).getAttribute('aria-busy')).toBeNull();
    expect(await judgingAnnouncement(page)).toBe('');
    await page.clock.runFor(1);
    await expect.poll(() => row(page, 1).getAttribute('aria-busy')).toBe('true');
    expect(await judgingAnnouncement(page)).toBe('Checking your guess');
    expect(await row(page, 1).evaluate((element) => getComputedStyle(element).animationName)).toBe('judging');
    reply.release();
    await waitForFlip(page, 1);
    expect(await row(page, 1).getAttribute('aria-busy')).toBeNull();
    expect(await judgingAnnouncement(page)).toBe('');
  });

  it('keeps it still for a player who asks for less motion, busy and announced all the same, and axe-clean', async () => {
    const { page } = await session.player({ clock: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pauseClock(page);
    const reply = await hold(page, CHECK_GUESS);
    await typeWord(page, 'STREAM');
    await page.keyboard.press('Enter');
    await reply.reached;
    await settle(page);
    await page.clock.runFor(300);
    await expect.poll(() => row(page, 1).getAttribute('aria-busy')).toBe('true');
    expect(await judgingAnnouncement(page)).toBe('Checking your guess');
    expect(await row(page, 1).evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    // axe times its work with the page's clock; the reply is still held, so the row stays busy.
    await page.clock.resume();
    expect(await auditAccessibility(page)).toEqual([]);
    expect(await row(page, 1).getAttribute('aria-busy')).toBe('true');
    reply.release();
    await waitForRowRevealed(page, 1);
    expect(await row(page, 1).getAttribute('aria-busy')).toBeNull();
  });
});

describe('letters typed before the board is on the page', () => {
  it(
    "are drawn in the very frame the board first appears in, and stay as the page is taken over, with the day's reply held",
    async () => {
      for (let run = 1; run <= RUNS; run += 1) {
        const network = await pageHeldAfterItsHead(inject('stack').baseUrl);
        const { context, page } = await session.player({ open: false });
        const day = await hold(page, DAILY_WORD);
        // Not awaited: the page loads only once its body is let through.
        void page.goto(network.url).catch(() => undefined);
        // The first possible moment: the head script records keys, and no board exists yet.
        await page.waitForFunction(() => 'hexleEarlyInput' in window, undefined, { polling: 20 });
        await page.keyboard.type('abc');
        expect(
          await page.evaluate(() => ({
            board: document.querySelector('.board') !== null,
            recorded: (window as unknown as { hexleEarlyInput: { inputs: unknown[] } }).hexleEarlyInput.inputs.length,
          })),
          `run ${run}`,
        ).toEqual({ board: false, recorded: 3 });
        // What the first frame with a board shows in its first row (rAF runs just before it is painted).
        const firstFrame = page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              const look = () => {
                const found = [...document.querySelectorAll('.board > :first-child > .tile')];
                if (found.length === 0) return void requestAnimationFrame(look);
                const letter = (tile: Element) => {
                  const drawn = getComputedStyle(tile, '::before').content;
                  return tile.textContent || (drawn.startsWith('"') ? drawn.slice(1, -1) : '');
                };
                resolve(found.map(letter).join(''));
              };
              requestAnimationFrame(look);
            }),
        );
        network.release();
        expect(await firstFrame, `run ${run}`).toBe('ABC');
        await day.reached;
        await expect.poll(() => rowText(page, 1), { timeout: 15_000, message: `run ${run}` }).toBe('ABC');
        day.release();
        await page.keyboard.type('d');
        expect(await rowText(page, 1), `run ${run}`).toBe('ABCD');
        await context.close();
        await network.close();
      }
    },
    RUNS_TIMEOUT_MS,
  );
});
