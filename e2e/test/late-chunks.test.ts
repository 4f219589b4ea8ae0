import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession } from './support/browser-session.js';
import { openGame } from './support/browser.js';
import {
  ALL_CORRECT,
  dialog,
  expectRowResults,
  messageText,
  rowState,
  statisticsFigures,
  typeWord,
  waitForHelpAdopted,
} from './support/game-page.js';
import { TODAYS_WORD } from './support/stack-settings.js';

const session = browserSession();

const STREAM = ['absent', 'present', 'absent', 'present', 'present', 'absent'] as const;
/** How To Play comes with the open dialog's chunk; each other dialog in a chunk of its own. */
const HOW_TO_PLAY_CHUNK = /\/assets\/OpenDialog-[\w-]+\.js$/;
const STATISTICS_CHUNK = /\/assets\/StatisticsDialog-[\w-]+\.js$/;
/** How long the page waits for a chunk before it counts as failed (CHUNK_WAIT_MS in the app). */
const CHUNK_WAIT_MS = 10_000;
const NETWORK_ERROR = 'Network error. Please try again.';

/** Holds back the page's requests for a chunk until `release()`, or fails them while `failing`. */
async function holdChunk(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  const state = { failing: false };
  await page.route(pattern, (route) => (state.failing ? route.abort('internetdisconnected') : void held.push(route)));
  return {
    state,
    requested: () => held.length,
    release: async () => {
      state.failing = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await page.unroute(pattern);
    },
  };
}

describe('the chunks the page fetches after its first load', () => {
  it("takes a first visitor's page over without How To Play's chunk, and fetches it once they play", async () => {
    const { page } = await session.player({ open: false, firstVisit: true });
    const howToPlay = await holdChunk(page, HOW_TO_PLAY_CHUNK);
    await page.goto('/');
    // Taken over with How To Play on screen: the prerendered copy, its Close button given focus.
    await waitForHelpAdopted(page);
    expect(howToPlay.requested()).toBe(0);
    expect(await dialog(page, 'How To Play').count()).toBe(1);

    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await typeWord(page, 'STREAM');
    await page.keyboard.press('Enter');
    await expectRowResults(page, 1, 'STREAM', [...STREAM]);
    // From the first key on, in a quiet moment, as every dialog's chunk is.
    await expect.poll(() => howToPlay.requested()).toBe(1);
    await howToPlay.release();
  });

  it("leaves the dialogs' chunk until the player's first key or press, then fetches it in the background", async () => {
    const { page } = await session.player({ open: false, clock: true });
    const chunk = await holdChunk(page, STATISTICS_CHUNK);
    await openGame(page);
    // Past every quiet moment of the load (an idle callback waits at most 3 s). The network then
    // falls quiet: a request for the chunk, held here, would keep it busy.
    await page.clock.fastForward(5000);
    await page.waitForLoadState('networkidle', { timeout: 10_000 });
    expect(chunk.requested()).toBe(0);

    await page.mouse.click(2, 2);
    await expect.poll(() => chunk.requested()).toBe(1);
    await chunk.release();
    await page.getByRole('button', { name: 'Statistics' }).click();
    await dialog(page, 'Statistics').waitFor();
  });

  it("says a game other than today's could not be loaded when its banner cannot be fetched", async () => {
    const { page } = await session.player({ open: false });
    const chunk = await holdChunk(page, /\/assets\/WhichGame-[\w-]+\.js$/);
    chunk.state.failing = true;
    await page.goto('/?game=1');
    // The page is taken over once the banner's request has failed, which a busy machine makes late.
    await expect
      .poll(() => messageText(page), { timeout: CHUNK_WAIT_MS })
      .toBe('This game could not be loaded. Check your connection and reload the page.');
    expect(await page.getByRole('group', { name: 'Row 1' }).count()).toBe(0);
  });

  it('says an archive game could not be loaded when its code cannot be fetched', async () => {
    const { page } = await session.player({ open: false });
    const chunk = await holdChunk(page, /\/assets\/side-strategies-[\w-]+\.js$/);
    chunk.state.failing = true;
    await page.goto('/?game=1');
    await page
      .getByRole('alert')
      .filter({ hasText: 'This game could not be loaded. Check your connection and reload the page.' })
      .waitFor();
    expect(await page.getByRole('group', { name: 'Row 1' }).count()).toBe(0);
    // The message line may say so before the banner's own chunk has come with its link.
    await expect.poll(() => page.getByRole('link', { name: "Back to today's game" }).count()).toBe(1);
  });

  it('says a dialog could not be opened when its chunk cannot be fetched, and opens it once it can', async () => {
    const { page } = await session.player({ open: false });
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const chunk = await holdChunk(page, STATISTICS_CHUNK);
    chunk.state.failing = true;
    await openGame(page);
    await page.getByRole('button', { name: 'Statistics' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => messageText(page)).toBe('Network error. Please try again.');
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Focus goes back to the button that asked for the dialog, as a closed dialog gives it back.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Statistics');
    // The game goes on: the page is the player's again.
    await typeWord(page, 'STREAM');
    expect((await rowState(page, 1))[5]).toBe('6th letter, M');

    await chunk.release();
    await page.getByRole('button', { name: 'Statistics' }).click();
    await dialog(page, 'Statistics').waitFor();
    expect(errors).toEqual([]);
  });

  it("records a finished game in the statistics when the dialogs' chunk cannot be fetched", async () => {
    // As for a page a new release's service worker has taken over: the old chunks are gone.
    const { page } = await session.player({ open: false });
    const chunk = await holdChunk(page, STATISTICS_CHUNK);
    chunk.state.failing = true;
    await openGame(page);
    await typeWord(page, TODAYS_WORD);
    await page.keyboard.press('Enter');
    await expectRowResults(page, 1, TODAYS_WORD, ALL_CORRECT);
    const statistics = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('hexle.statistics') ?? 'null') as unknown);
    await expect.poll(statistics).toMatchObject({ gamesPlayed: 1, gamesWon: 1, currentStreak: 1 });
    // The Statistics dialog that follows a game's end cannot come, and the page says so.
    await expect.poll(() => messageText(page)).toBe(NETWORK_ERROR);

    await chunk.release();
    await page.getByRole('button', { name: 'Statistics' }).click();
    expect((await statisticsFigures(page))['Played']).toBe('1');
  });

  it("lets a first visitor close How To Play and play when the dialogs' chunk cannot be fetched", async () => {
    const { page } = await session.player({ open: false, firstVisit: true });
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const chunk = await holdChunk(page, HOW_TO_PLAY_CHUNK);
    chunk.state.failing = true;
    await page.goto('/');
    await waitForHelpAdopted(page);
    await dialog(page, 'How To Play').getByRole('button', { name: 'Close' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await typeWord(page, 'STREAM');
    await page.keyboard.press('Enter');
    await expectRowResults(page, 1, 'STREAM', [...STREAM]);
    // Nothing was asked of the chunk the player could see fail.
    expect(await messageText(page)).not.toBe(NETWORK_ERROR);
    expect(errors).toEqual([]);
  });

  it('gives up on a dialog whose chunk hangs, says so at once while it does, and opens it once it arrives', async () => {
    const { page } = await session.player({ open: false, clock: true });
    const chunk = await holdChunk(page, STATISTICS_CHUNK);
    await openGame(page);
    // Asked for from the player's first key; the dialog waits for that same request.
    await page.keyboard.press('Shift');
    await expect.poll(() => chunk.requested()).toBe(1);
    await page.getByRole('button', { name: 'Statistics' }).focus();
    await page.keyboard.press('Enter');
    await page.clock.runFor(300);
    expect(await messageText(page)).toBe('');

    await page.clock.fastForward(CHUNK_WAIT_MS);
    await expect.poll(() => messageText(page)).toBe(NETWORK_ERROR);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Statistics');
    await typeWord(page, 'STREAM');
    expect((await rowState(page, 1))[5]).toBe('6th letter, M');

    // While the request still hangs, asking again fails at once instead of waiting behind it.
    await page.clock.fastForward(3000);
    await expect.poll(() => messageText(page)).toBe('');
    await page.getByRole('button', { name: 'Statistics' }).click();
    await expect.poll(() => messageText(page), { timeout: 2000 }).toBe(NETWORK_ERROR);

    // Once the request that hung has arrived, the chunk is kept: the dialog opens.
    await chunk.release();
    await expect
      .poll(async () => {
        if ((await dialog(page, 'Statistics').count()) === 0) {
          await page.getByRole('button', { name: 'Statistics' }).click();
          await page.clock.runFor(100);
        }
        return dialog(page, 'Statistics').count();
      })
      .toBe(1);
  });
});
